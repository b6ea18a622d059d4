import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError, isNotFound } from '../api/errors';
import { sayIfUnsaid } from '../api/say-unsaid';
import { ErrorState } from './ErrorState';
import { PageHeader, type Crumb } from './PageHeader';
import { NotFoundState } from './states';

/**
 * The record a page failed to load, named as its page names it when it loads: the title (its
 * number), the breadcrumb back to its list, and what failed («Не удалось загрузить видео №334»).
 */
export interface FailedRecord {
  title: string;
  crumbs: Crumb[];
  failure: string;
}

/**
 * Router error boundary: says what failed and retries the route's loaders and queries. A record's
 * page (`record`) keeps its header, so the moderator sees which record did not load and the way back.
 */
export function RouteError({
  error,
  reset,
  record,
}: Pick<ErrorComponentProps, 'error' | 'reset'> & { record?: FailedRecord }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  // A navigation that joined a preload still on its way shows the preload's failure: said here.
  useEffect(() => sayIfUnsaid(error), [error]);

  if (isNotFound(error)) {
    return <NotFoundState title="Запись не найдена" message={(error as Error).message} />;
  }
  const message =
    error instanceof ApiError
      ? error.message
      : 'Произошла непредвиденная ошибка при отображении страницы.';
  const failed = (
    <ErrorState
      title={record?.failure}
      message={message}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
  if (!record) return failed;
  return (
    <>
      <PageHeader title={record.title} crumbs={record.crumbs} />
      {failed}
    </>
  );
}
