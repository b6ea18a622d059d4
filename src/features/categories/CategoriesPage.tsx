import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { getRouteApi } from '@tanstack/react-router';
import { DictionaryPage, type DictionaryPageConfig } from '@/shared/dictionary/DictionaryPage';
import { DictionaryCommonFields, DictionaryNameField } from '@/shared/dictionary/fields';
import { useSlugSuggestion } from '@/shared/form/useSlugSuggestion';
import { formatCount } from '@/shared/lib/format';
import { columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { categoriesApi } from './api';
import { categoriesList } from './search';
import { categoryFormSchema, type Category, type CategoryFormValues } from '@/contract/categories';

function CategoryFields({ form }: { form: UseFormReturnType<CategoryFormValues> }) {
  const { nameProps, slugProps } = useSlugSuggestion(form, 'name', 'slug');
  return (
    <>
      <DictionaryNameField form={form as never} field="name" {...nameProps} />
      <TextInput
        label="Slug"
        description="Часть адреса: строчные латинские буквы, цифры и дефис"
        withAsterisk
        {...slugProps}
      />
      <DictionaryCommonFields
        form={form as never}
        activeHint="Выключенную категорию нельзя выбрать для видео и конкурсов; у своих она остаётся"
      />
    </>
  );
}

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
    Fields: CategoryFields,
  },
};

export function CategoriesPage() {
  return <DictionaryPage config={CATEGORIES} />;
}
