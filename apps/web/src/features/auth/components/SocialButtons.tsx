import { Alert, Button, Divider, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBrandFacebook, IconBrandGoogle, IconBrandX } from '@tabler/icons-react';
import { socialProviders, type SignUpUserType } from '@velvet/contracts';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import type { SignInOutcome } from '../lib/sign-in-steps';
import { socialProviderLabels } from '../lib/social-popup';

const icons = { google: IconBrandGoogle, twitter: IconBrandX, facebook: IconBrandFacebook } as const;

type SocialButtonsProps = {
  onOutcome: (outcome: SignInOutcome) => void;
  /** On the Sign Up drawer: the account type a new account gets. */
  userType?: SignUpUserType;
};

/** Google, Twitter and Facebook sign-in, each in a popup. */
export function SocialButtons({ onOutcome, userType }: SocialButtonsProps) {
  const { signInWith, pending, warning } = useSocialSignIn(onOutcome, userType);
  return (
    <Stack gap="xs">
      <Divider label="or continue with" labelPosition="center" />
      {warning && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} role="alert">
          {warning}
        </Alert>
      )}
      {/* One per row on phones, three across from xs up: side by side in a phone's dialog the names were cut off. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        {socialProviders.map((provider) => {
          const Icon = icons[provider];
          return (
            <Button
              key={provider}
              variant="default"
              px="sm"
              fullWidth
              leftSection={<Icon size={18} />}
              loading={pending === provider}
              disabled={pending !== null && pending !== provider}
              onClick={() => void signInWith(provider)}
            >
              {socialProviderLabels[provider]}
            </Button>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
