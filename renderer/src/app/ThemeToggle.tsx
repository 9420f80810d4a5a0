import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const { t } = useTranslation();
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('shell.theme.toDark') : t('shell.theme.toLight');
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setColorScheme(next)}>
        {scheme === 'dark' ? '☀' : '☾'}
      </ActionIcon>
    </Tooltip>
  );
}
