import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { ExternalReleaseFormPage } from '@/features/release-forms/components/ExternalReleaseFormPage';

/** /ext-release-form/{form_id}: public, for the external creator. */
export function ExternalReleaseFormRoute() {
  useDocumentTitle('Release form · Velvet');
  const { formId = '' } = useParams();
  return <ExternalReleaseFormPage key={formId} formId={formId} />;
}
