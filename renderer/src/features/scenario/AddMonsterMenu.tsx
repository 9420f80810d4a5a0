import { Box, Button, Checkbox, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';

const typesOf = ({ view }: PlaySnapshot) => Object.values(view.state.monsterTypes).map(({ id, name, isBoss }) => ({ id, name, isBoss }));

/** Places a standee of any monster type of the scenario (a spawn, a summon, ad hoc play); its number is drawn at random. */
export function AddMonsterMenu() {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [isSummoned, setSummoned] = useState(false);
  const types = usePlaySelect(typesOf);
  return (
    <Menu position="bottom-end" closeOnItemClick>
      <Menu.Target>
        <Button variant="default" data-testid="add-monster">
          {t('playSetup.addMonster.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Checkbox
            label={t('playSetup.addMonster.summoned')}
            checked={isSummoned}
            onChange={(e) => setSummoned(e.currentTarget.checked)}
          />
        </Box>
        <Menu.Divider />
        {types.flatMap((type) =>
          (type.isBoss ? (['boss'] as const) : (['normal', 'elite'] as const)).map((rank) => (
            <Menu.Item
              key={`${type.id}-${rank}`}
              onClick={() => void exec({ type: 'AddMonsters', monsters: [{ typeId: type.id, rank, isSummoned }] })}
              data-testid={`add-${type.id}-${rank}`}
            >
              {t('playSetup.addMonster.item', { name: type.name, rank: t(`playSetup.addMonster.ranks.${rank}`) })}
            </Menu.Item>
          )),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
