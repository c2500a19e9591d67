import { ActionIcon, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconArrowLeft } from '@tabler/icons-react';
import { reportMessages, reportTypeLabels, type ReportType } from '@velvet/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/shared/ui/ErrorAlert';
import { canSubmitReport, needsOriginalLink, reportFormDefaults, reportFormSchema, type ReportFormValues } from '../lib/report-form';

type ReportFormProps = {
  type: ReportType;
  isPending: boolean;
  error: unknown;
  onBack: () => void;
  onSubmit: (values: { description: string; original_link: string }) => void;
};

/** One report type's form: titled for the type, a back arrow to the list, the message (and the original link for copyright). */
export function ReportForm({ type, isPending, error, onBack, onSubmit }: ReportFormProps) {
  const schema = useMemo(() => reportFormSchema(type), [type]);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isDirty },
  } = useForm<ReportFormValues, unknown, { description: string; original_link: string }>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: reportFormDefaults,
  });

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <Stack>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label="Back to report types" onClick={onBack}>
            <IconArrowLeft size={18} />
          </ActionIcon>
          <Title order={3} size="h4">
            {reportTypeLabels[type]}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {reportMessages.subtitle}
        </Text>
        {needsOriginalLink(type) && (
          <TextInput label="Link to the original" placeholder="https://" required {...register('original_link')} error={errors.original_link?.message} />
        )}
        <Textarea label="Message" required autosize minRows={3} maxRows={8} {...register('description')} error={errors.description?.message} data-autofocus />
        <ErrorAlert error={error} />
        <Button type="submit" loading={isPending} disabled={!canSubmitReport({ isValid, isDirty, isPending })}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
