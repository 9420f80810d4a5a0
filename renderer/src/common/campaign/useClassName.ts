import { useQuery } from '../../bridge/hooks';

/**
 * A character's class as the players name it: the content's class name for its id ("bruiser" ->
 * "Bruiser"), or what was typed when no installed pack knows the class.
 */
export function useClassName(campaignId: string): (classId: string) => string {
  const classes = useQuery('town.classes', { campaignId }).data ?? [];
  return (classId) => classes.find((c) => c.id === classId || c.name === classId)?.name ?? classId;
}
