import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';

export function Logo() {
  return (
    <Anchor
      component={Link}
      to={paths.home.to()}
      underline="never"
      fz={26}
      fw={700}
      ff="heading"
      variant="gradient"
      gradient={{ from: 'velvet.3', to: 'velvet.6', deg: 45 }}
    >
      Velvet
    </Anchor>
  );
}
