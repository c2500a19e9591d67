import { Group, NumberInput, Switch, Text } from '@mantine/core';
import { AGENCY_SHARE_MAX_PERCENT } from '@velvet/contracts';

type ShareValue = { agencyShare: number | ''; messageShare: number | ''; isAllAgencyShare: boolean };

type ShareFieldsProps = {
  value: ShareValue;
  onChange: (value: ShareValue) => void;
  errors?: { agencyShare?: string; messageShare?: string };
  disabled?: boolean;
};

const asShare = (value: string | number) => (typeof value === 'number' ? value : '');

/** The agency's revenue share of every sale, or only of chat sales (featureRevenueShare.Message). */
export function ShareFields({ value, onChange, errors = {}, disabled = false }: ShareFieldsProps) {
  const creatorShare = typeof value.agencyShare === 'number' ? 100 - value.agencyShare : null;
  return (
    <>
      <Switch
        label="Share every sale with the agency"
        description="Off: the agency shares chat sales only"
        checked={value.isAllAgencyShare}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, isAllAgencyShare: event.currentTarget.checked })}
      />
      <Group align="flex-start" grow>
        {value.isAllAgencyShare ? (
          <NumberInput
            label="Agency share"
            suffix="%"
            min={0}
            max={AGENCY_SHARE_MAX_PERCENT}
            decimalScale={0}
            allowNegative={false}
            disabled={disabled}
            value={value.agencyShare}
            onChange={(share) => onChange({ ...value, agencyShare: asShare(share) })}
            error={errors.agencyShare}
            description={creatorShare === null ? undefined : `The creator keeps ${creatorShare}% of their share`}
          />
        ) : (
          <NumberInput
            label="Agency share of chat sales"
            suffix="%"
            min={0}
            max={AGENCY_SHARE_MAX_PERCENT}
            decimalScale={0}
            allowNegative={false}
            disabled={disabled}
            value={value.messageShare}
            onChange={(share) => onChange({ ...value, messageShare: asShare(share) })}
            error={errors.messageShare}
          />
        )}
      </Group>
      <Text size="xs" c="dimmed">
        The agency&apos;s percentage is taken from the creator&apos;s own part after the platform fee, at most {AGENCY_SHARE_MAX_PERCENT}%.
      </Text>
    </>
  );
}
