import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError, isNotFound } from '../api/errors';
import { ErrorState } from './ErrorState';
import { NotFoundState } from './states';

/** Router error boundary: says what failed and retries the route's loaders and queries. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  if (isNotFound(error)) {
    return <NotFoundState title="Запись не найдена" message={(error as Error).message} />;
  }
  const message =
    error instanceof ApiError
      ? error.message
      : 'Произошла непредвиденная ошибка при отображении страницы.';
  return (
    <ErrorState
      message={message}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
