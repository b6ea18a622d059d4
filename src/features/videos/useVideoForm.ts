import { applyServerErrors, useEntityForm } from '@/shared/form/useEntityForm';
import { useUpdateVideo } from './video-changes';
import type { Video } from '@/contract/videos';
import { videoFormSchema, type VideoFormValues } from './schemas';

function formValuesOf(video: Video): VideoFormValues {
  return {
    title: video.title,
    description: video.description,
    categoryId: String(video.category.id),
    contestId: video.contest ? String(video.contest.id) : null,
  };
}

/**
 * The video's editable fields: validated by its schema on submit (then as the user corrects them),
 * saved with PATCH; a 422 puts each message under its field and keeps what was typed. After a save
 * the saved values are the new baseline.
 */
export function useVideoForm(video: Video) {
  const update = useUpdateVideo(video.id);
  const { form, onSubmit } = useEntityForm<VideoFormValues>({
    schema: videoFormSchema,
    initialValues: formValuesOf(video),
  });
  const save = onSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      {
        title: values.title.trim(),
        description: values.description,
        categoryId: Number(values.categoryId),
        contestId: values.contestId ? Number(values.contestId) : null,
      },
      {
        onSuccess: (saved) => {
          form.setInitialValues(formValuesOf(saved));
          form.resetDirty(formValuesOf(saved));
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });
  return { form, save, dirty: form.isDirty(), saving: update.isPending };
}

export type VideoFormState = ReturnType<typeof useVideoForm>;
