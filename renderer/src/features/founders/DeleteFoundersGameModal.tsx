import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from '../../bridge/hooks';

/** Deleting a game and its whole history cannot be undone: the name must be typed to confirm. */
export function DeleteFoundersGameModal({ game, onClose }: { game: { id: string; name: string } | null; onClose(): void }) {
  const [typed, setTyped] = useState('');
  const { run, error, isBusy } = useMutation();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Modal opened={game !== null} onClose={close} title="Delete Founders game" centered>
      {game && (
        <Stack>
          <Text>
            This deletes <b>{game.name}</b> with its score track, tiles and whole history. It cannot be undone. Type the game's
            name to confirm.
          </Text>
          <TextInput label="Game name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} data-autofocus />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>Keep it</Button>
            <Button
              color="red"
              disabled={typed !== game.name}
              loading={isBusy}
              onClick={async () => {
                if (await run('founders.delete', { gameId: game.id, confirmName: typed })) close();
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
