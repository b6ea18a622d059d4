import { keys } from '@/shared/api/keys';
import { dictionaryApi } from '@/shared/dictionary/api';
import { categorySchema, type Category, type CategoryFormValues } from '@/contract/categories';

export const categoriesApi = dictionaryApi<Category, CategoryFormValues>({
  path: 'categories',
  keys: keys.categories,
  schema: categorySchema,
  messages: {
    created: (category) => `Категория «${category.name}» создана`,
    saved: (category) => `Категория «${category.name}» сохранена`,
    deleted: (category) => `Категория «${category.name}» удалена`,
    switchedOn: (category) => `Категория «${category.name}» включена`,
    switchedOff: (category) => `Категория «${category.name}» выключена`,
    moved: () => 'Порядок категорий сохранён',
  },
  // Videos and contests show their category's name.
  alsoInvalidate: [keys.videos.all, keys.contests.all],
});
