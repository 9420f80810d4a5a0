import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Character } from '../../../../shared/rules/campaign';
import { useCampaign } from '../campaign/campaign-context';

export function RetireButton({ character }: { character: Character }) {
  const { exec } = useCampaign();
  const [isOpen, setOpen] = useState(false);
  if (character.isRetired) return null;
  return (
    <>
      <Button color="grape" variant="light" onClick={() => setOpen(true)} data-testid="retire">
        Retire…
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={`Retire ${character.name}?`} centered>
        <Stack>
          <Text>
            Retire when the personal quest is fulfilled. {character.name}'s {character.gold} gold is gone, the items return to the city's
            supply, and the town gains prosperity. You can undo this.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Not yet
            </Button>
            <Button
              color="grape"
              onClick={async () => (await exec({ type: 'RetireCharacter', characterId: character.id })) && setOpen(false)}
            >
              Retire
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
