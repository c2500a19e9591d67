import { NavLink, Stack } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { IconChevronRight } from '@tabler/icons-react';
import { reportMessages, type ReportType } from '@velvet/contracts';
import { useState } from 'react';
import { showResultDialog, type ModalInnerProps } from '@/shared/modals';
import { useSubmitReport } from '../hooks/use-reports';
import { reportChoices } from '../lib/report-form';
import { ReportForm } from './ReportForm';

/** REPORT: step 0 lists the types; each opens its form; a sent report closes the dialog. */
export function ReportDialog({ context, id, innerProps }: ContextModalProps<ModalInnerProps['REPORT']>) {
  const [type, setType] = useState<ReportType | null>(null);
  const submit = useSubmitReport();

  if (!type) {
    return (
      <Stack gap={0} role="list" aria-label="Report types">
        {reportChoices.map((choice) => (
          <NavLink
            key={choice.type}
            role="listitem"
            component="button"
            label={choice.label}
            rightSection={<IconChevronRight size={16} />}
            onClick={() => {
              submit.reset();
              setType(choice.type);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <ReportForm
      key={type}
      type={type}
      isPending={submit.isPending}
      error={submit.error}
      onBack={() => setType(null)}
      onSubmit={(values) =>
        submit.mutate(
          { reported_id: innerProps.reportedId, type: innerProps.type, report_type: type, ...values, reported_location: innerProps.location },
          {
            onSuccess: () => {
              context.closeModal(id);
              showResultDialog({ kind: 'success', title: reportMessages.sentTitle, message: reportMessages.sentDetail });
            },
          },
        )
      }
    />
  );
}
