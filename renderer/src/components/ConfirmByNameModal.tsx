import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tagged } from '../i18n/Tagged';

interface Props {
  title: string;
  /** What is about to go; null keeps the modal closed. */
  target: { name: string } | null;
  /** What deleting it takes with it, in a sentence. */
  consequence: string;
  nameLabel: string;
  error: string | null;
  isBusy: boolean;
  /** Resolves true when it was deleted. */
  onConfirm(typedName: string): Promise<boolean>;
  onClose(): void;
}

/** Deleting something with a whole history cannot be undone: its name must be typed to confirm. */
export function ConfirmByNameModal({ title, target, consequence, nameLabel, error, isBusy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={title} centered>
      {target && (
        <Stack>
          <Text>
            <Tagged text={t('common.confirmDelete.body', { name: target.name, consequence })} tags={{ b: () => <b>{target.name}</b> }} />
          </Text>
          <TextInput label={nameLabel} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-autofocus />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.confirmDelete.keep')}
            </Button>
            <Button color="red" disabled={typed !== target.name} loading={isBusy} onClick={async () => (await onConfirm(typed)) && close()}>
              {t('common.confirmDelete.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
