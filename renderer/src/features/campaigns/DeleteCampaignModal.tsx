import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from '../../bridge/hooks';

/** Deleting a campaign and its whole history cannot be undone: the name must be typed to confirm. */
export function DeleteCampaignModal({ campaign, onClose }: { campaign: { id: string; name: string } | null; onClose(): void }) {
  const [typed, setTyped] = useState('');
  const { run, error, isBusy } = useMutation();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={campaign !== null} onClose={close} title="Delete campaign" centered>
      {campaign && (
        <Stack>
          <Text>
            This deletes <b>{campaign.name}</b> with its party, characters and whole history. It cannot be undone.
            Type the campaign's name to confirm.
          </Text>
          <TextInput label="Campaign name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-autofocus />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>Keep it</Button>
            <Button
              color="red"
              disabled={typed !== campaign.name}
              loading={isBusy}
              onClick={async () => {
                if (await run('campaigns.delete', { campaignId: campaign.id, confirmName: typed })) close();
              }}
            >
              Delete for good
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
