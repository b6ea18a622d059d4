import { getRouteApi } from '@tanstack/react-router';
import { lazy } from 'react';
import { DictionaryPage, type DictionaryPageConfig } from '@/shared/dictionary/DictionaryPage';
import { formatCount } from '@/shared/lib/format';
import { columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { categoriesApi } from './api';
import { categoriesList } from './search';
import { categoryFormSchema, type Category, type CategoryFormValues } from '@/contract/categories';

/** The videos of the category, every status. */
function VideosOfCategory({ row }: { row: Category }) {
  return (
    <RouterAnchor
      to="/moderation/videos"
      search={{ status: 'all', categoryId: row.id }}
      size="sm"
      title={`Видео категории «${row.name}»`}
    >
      {formatCount(row.videosCount)}
    </RouterAnchor>
  );
}

const column = columnsFor<Category>();

const CATEGORIES: DictionaryPageConfig<Category, CategoryFormValues> = {
  route: getRouteApi('/_authenticated/moderation/categories'),
  list: categoriesList,
  api: categoriesApi,
  nameField: 'name',
  nameSortable: true,
  nameOf: (category) => category.name,
  texts: {
    title: 'Категории',
    description: 'Справочник категорий видео и конкурсов.',
    searchPlaceholder: 'Поиск по названию, slug, описанию',
    add: 'Добавить категорию',
    createTitle: 'Новая категория',
    editTitle: (category) => `Категория «${category.name}»`,
    empty: 'Категории не найдены',
    usage: 'Видео',
    deleteTitle: 'Удалить категорию?',
    deleteMessage: (category) => `Категория «${category.name}» будет удалена.`,
    inUseMessage: (category, videos) =>
      `В категории «${category.name}» есть видео (${formatCount(videos)}): удалить её нельзя. ${
        category.isActive
          ? 'Её можно выключить: для новых видео и конкурсов её нельзя будет выбрать, у своих она останется.'
          : 'Она уже выключена.'
      }`,
  },
  columns: [column.text('slug', 'Slug')],
  Usage: VideosOfCategory,
  usageOf: (category) => category.videosCount,
  form: {
    schema: categoryFormSchema,
    initialValues: (category) => ({
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
    }),
    // The form's fields load with the dialog when it first opens: without a loading state of their
    // own, the dialog waits for them and opens with its fields.
    Fields: lazy(() => import('./CategoryFields')),
  },
};

export function CategoriesPage() {
  return <DictionaryPage config={CATEGORIES} />;
}
