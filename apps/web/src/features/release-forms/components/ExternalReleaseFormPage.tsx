import { Alert, Button, Checkbox, FileInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconId } from '@tabler/icons-react';
import { idDocumentTypes, releaseFormMessages, signReleaseFormSchema, type ExternalReleaseForm, type SignReleaseFormInput } from '@velvet/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiRequestError } from '@/shared/api';
import { toUserMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { NotFoundState } from '@/shared/ui/NotFoundState';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useExternalReleaseForm, useSignReleaseForm, useUploadIdDocument } from '../hooks/use-release-forms';
import { latestAdultBirthDate } from '../lib/release-form-view';

function SignForm({ form }: { form: ExternalReleaseForm }) {
  const sign = useSignReleaseForm(form.form_id);
  const upload = useUploadIdDocument(form.form_id);
  const [documentMissing, setDocumentMissing] = useState(false);
  const now = useNow();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignReleaseFormInput>({
    resolver: zodResolver(signReleaseFormSchema),
    defaultValues: { legal_name: '', date_of_birth: '', signature: '', consent: false },
  });
  const submit = handleSubmit((release) => {
    if (!form.id_document_uploaded) {
      setDocumentMissing(true);
      return;
    }
    sign.mutate(
      { formId: form.form_id, ...release },
      {
        onSuccess: () => showToast({ color: 'green', message: releaseFormMessages.signed }),
        onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Model release">
      <Stack>
        <Text size="sm">
          By signing, you confirm that you are at least 18 years old and you allow @{form.creator.username} to publish content in which you appear
          (&ldquo;{form.friendly_name}&rdquo;) on Velvet.
        </Text>
        <TextInput label="Full legal name" required autoComplete="name" {...register('legal_name')} error={errors.legal_name?.message} />
        <TextInput
          label="Date of birth"
          type="date"
          required
          max={latestAdultBirthDate(new Date(now))}
          {...register('date_of_birth')}
          error={errors.date_of_birth?.message}
        />
        <TextInput
          label="Signature"
          description="Type your full legal name to sign"
          required
          {...register('signature')}
          error={errors.signature?.message}
          styles={{ input: { fontStyle: 'italic' } }}
        />
        <FileInput
          label="ID document"
          description="A photo or scan of your passport, ID card or driving licence (JPG, PNG or PDF, 10 MB at most)"
          accept={Object.keys(idDocumentTypes).join(',')}
          leftSection={<IconId size={16} />}
          placeholder={form.id_document_uploaded ? 'Uploaded' : 'Choose a file'}
          required
          disabled={upload.isPending}
          onChange={(file) => {
            if (!file) return;
            setDocumentMissing(false);
            upload.mutate({ formId: form.form_id, file }, { onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }) });
          }}
          error={documentMissing && !form.id_document_uploaded ? releaseFormMessages.idDocumentRequired : undefined}
        />
        {form.id_document_uploaded && (
          <Text size="sm" c="green" data-testid="id-document-uploaded">
            ID document received.
          </Text>
        )}
        <Checkbox label="I have read and agree to this model release" {...register('consent')} error={errors.consent?.message} />
        <Button type="submit" loading={sign.isPending} w="fit-content">
          Sign release form
        </Button>
      </Stack>
    </form>
  );
}

/** /ext-release-form/{form_id}: the external creator signs the model release, no account needed. */
export function ExternalReleaseFormPage({ formId }: { formId: string }) {
  const form = useExternalReleaseForm(formId);
  const now = useNow();
  if (form.isPending) return <CenteredLoader label="Loading the release form" />;
  if (form.isError) {
    if (isApiRequestError(form.error) && form.error.status === 404) {
      return <NotFoundState title="Release form not found" description={releaseFormMessages.notFound} />;
    }
    return <QueryErrorAlert error={form.error} onRetry={() => void form.refetch()} />;
  }
  const release = form.data;
  return (
    <Paper withBorder radius="lg" p="xl" maw={640} mx="auto">
      <Stack>
        <Title order={1} size="h2">
          Model release: {release.friendly_name}
        </Title>
        {release.status === 'Signed' ? (
          <Alert color="green" icon={<IconCircleCheck />} title="Signed">
            This release form was signed{release.signed_at && ` on ${formatDateTime(release.signed_at, now)}`}. Nothing more to do.
          </Alert>
        ) : (
          <SignForm form={release} />
        )}
      </Stack>
    </Paper>
  );
}
