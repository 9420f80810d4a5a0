import { Badge, Button, Card, Group, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { ShopEntry } from '@shared/ipc/town-types';
import type { ChannelOutput } from '@shared/ipc/contract';
import { shownIn, useChange, useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { PhaseNote, usePhaseNote } from '../../common/campaign/PhaseNote';
import { useTranslation } from 'react-i18next';
import { wordLine, type Translate, type WordValue } from '@shared/rules/words';

/** What a purchase and a sale answer: the campaign and the town as they now are. */
type ShopAnswer = ChannelOutput<'town.buy'>;

const SLOTS = ['head', 'body', 'legs', 'oneHand', 'twoHands', 'small'] as const;
const isSlot = (slot: string): slot is (typeof SLOTS)[number] => (SLOTS as readonly string[]).includes(slot);

/**
 * An item's text Haven built from its actions: the parts Haven words itself ("Area: 3 hexes") in
 * the screen's language, the pack's own parts as the pack wrote them (data: translate="no").
 */
function ItemText({ parts }: { parts: readonly WordValue[] }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="item-text" style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          {typeof part === 'string' ? <span translate="no">{part}</span> : wordLine(part, t as unknown as Translate)}
        </Fragment>
      ))}
    </Text>
  );
}

/** The shop: what prosperity and unlocked designs put on its shelves, at this party's prices. */
export function ShopTable({ shop }: { shop: ShopEntry[] }) {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const buyers = campaign.characters.filter((c) => !c.isRetired);
  const [picked, setBuyer] = useState<string | null>(null);
  // The field and its list show the same buyer: the one picked while still in the party, else the
  // first character (the party may arrive after the shop, or the picked one retire).
  const chosen = buyers.find((c) => c.id === picked) ?? buyers[0];
  const buyer = chosen?.id ?? null;
  const [isShowingAll, setShowingAll] = useState(false);
  const { change, error } = useChange();
  // A purchase or a sale answers with the campaign and the town as they now are: both are shown
  // from that one answer, and neither is read again for it.
  const campaignQuery = useQuery('campaigns.get', { campaignId: campaign.id });
  const townQuery = useQuery('town.view', { campaignId: campaign.id });
  const shows = [shownIn(campaignQuery, (answer: ShopAnswer) => answer.campaign), shownIn(townQuery, (answer: ShopAnswer) => answer.town)];
  const shown = shop.filter((item) => isShowingAll || item.isInShop);
  const nameOf = (id: string) => campaign.characters.find((c) => c.id === id)?.name ?? id;
  // The shop opens in town (2nd edition: in downtime, after the city event; phase.ts).
  const phaseNote = usePhaseNote({ type: 'BuyItem', characterId: buyer ?? '', item: { name: 'item', cost: 0, count: 1, prosperity: 1 } });

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('town.shop.title')}</Title>
          <Group>
            <Switch label={t('town.shop.showAll')} checked={isShowingAll} onChange={(e) => setShowingAll(e.currentTarget.checked)} />
            <Select
              aria-label={t('town.shop.buyer')}
              placeholder={t('town.shop.whoBuys')}
              data={buyers.map((c) => ({ value: c.id, label: t('town.shop.buyerOption', { name: c.name, gold: c.gold }) }))}
              value={buyer}
              onChange={setBuyer}
              allowDeselect={false}
              w={220}
            />
          </Group>
        </Group>
        <PhaseNote note={phaseNote} />
        {error && (
          <Text c="red" size="sm" data-testid="shop-error">
            {error}
          </Text>
        )}
        {shop.length === 0 ? (
          <Text c="dimmed">{t('town.shop.none')}</Text>
        ) : (
          <Table striped highlightOnHover verticalSpacing="xs" fz="md" data-testid="shop">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('town.shop.columns.item')}</Table.Th>
                <Table.Th>{t('town.shop.columns.slot')}</Table.Th>
                <Table.Th>{t('town.shop.columns.price')}</Table.Th>
                <Table.Th>{t('town.shop.columns.stock')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((item) => {
                const ownsIt = chosen?.items.includes(item.name) ?? false;
                return (
                  <Table.Tr key={`${item.packId}/${item.id}`} data-testid={`shop-${item.id}`} opacity={item.isInShop ? 1 : 0.5}>
                    <Table.Td>{item.number}</Table.Td>
                    {/* A German compound in the text ("Einzelziel-Nahkampfangriffsaktion") may break inside
                        the word rather than make the table wider than its card on a tablet held upright;
                        the name keeps its words whole, which gives the column its width. Who owns the
                        item is said below it, not in a column of its own, for the same room. */}
                    <Table.Td>
                      <Text fw={600}>{item.displayName}</Text>
                      {item.textWords ? (
                        <ItemText parts={item.textWords} />
                      ) : (
                        item.text && (
                          // The item's text as its content pack words it: data, not Haven's words. Under German
                          // the host sends the pack's German text whole, without English parts to word around it.
                          <Text size="xs" c="dimmed" translate="no" style={{ overflowWrap: 'anywhere' }}>
                            {item.text}
                          </Text>
                        )
                      )}
                      {item.minusOnes !== undefined && (
                        // Printed on the card (1st ed. rulebook p. 8, "Item Cards" (g)); the set-up adds them (to-scenario.ts, deckExtras).
                        <Text size="xs" c="orange" data-testid="item-minus-ones">
                          {t('town.shop.minusOnes', { count: item.minusOnes })}
                        </Text>
                      )}
                      {item.owners.length > 0 && (
                        <Text size="xs" data-testid="item-owners">
                          {t('town.shop.ownedBy', { names: item.owners.map(nameOf).join(', ') })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{isSlot(item.slot) ? t(`town.shop.slots.${item.slot}`) : item.slot}</Table.Td>
                    <Table.Td>
                      <Text fw={700}>{item.price}</Text>
                      {item.price !== item.cost && (
                        <Text size="xs" c="dimmed">
                          {t('town.shop.printed', { cost: item.cost })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {item.inStock} / {item.count}
                    </Table.Td>
                    <Table.Td>
                      {!item.isInShop ? (
                        <Badge variant="outline" color="gray">
                          {t('town.shop.prosperity', { level: item.prosperity ?? '—' })}
                        </Badge>
                      ) : ownsIt && chosen ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            change('town.sell', { campaignId: campaign.id, characterId: chosen.id, itemName: item.name }, shows)
                          }
                        >
                          {t('town.shop.sell', { price: item.sellPrice })}
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          disabled={!chosen || item.inStock === 0 || chosen.gold < item.price}
                          onClick={() =>
                            chosen &&
                            change(
                              'town.buy',
                              { campaignId: campaign.id, characterId: chosen.id, packId: item.packId, itemId: item.id },
                              shows,
                            )
                          }
                        >
                          {t('town.shop.buy')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
