import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const root = resolve(__dirname, '..', '..');

/** The house rules' messages for `code`, linted as if it were the file at `path`. */
async function lint(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'tests/lint/eslint.config.mjs') });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((message) => message.message);
}

it("holds renderer/'s layers: no feature imports another, nothing imports a layer above it, type imports included", async () => {
  const otherFeature = await lint(
    'renderer/src/features/town/X.tsx',
    "import type { PlayPage } from '../scenario/PlayPage';\nexport type X = typeof PlayPage;\n",
  );
  expect(otherFeature).toEqual([expect.stringMatching(/A feature imports no other feature/)]);
  const upFromCommon = await lint(
    'renderer/src/common/x.ts',
    "import { TownPanel } from '../features/town/TownPanel';\nexport const x = TownPanel;\n",
  );
  expect(upFromCommon).toEqual([expect.stringMatching(/renderer\/src\/common is below these folders/)]);
  const upFromBridge = await lint('renderer/src/bridge/x.ts', "import { appI18n } from '../i18n/i18n';\nexport const x = appI18n;\n");
  expect(upFromBridge).toEqual([expect.stringMatching(/renderer\/src\/bridge is below these folders/)]);
  // Down is allowed: a feature uses what features share, the app composes features.
  expect(
    await lint(
      'renderer/src/features/town/X.tsx',
      "import { useCampaign } from '../../common/campaign/campaign-context';\nexport const x = useCampaign;\n",
    ),
  ).toEqual([]);
  expect(
    await lint('renderer/src/app/X.tsx', "import { TownPanel } from '../features/town/TownPanel';\nexport const x = TownPanel;\n"),
  ).toEqual([]);
}, 60_000);

it("holds shared/'s layers: the rules never import the content model, type imports included", async () => {
  const up = await lint(
    'shared/rules/x.ts',
    "import type { ContentPack } from '../content/model/content-pack';\nexport type X = ContentPack;\n",
  );
  expect(up).toEqual([expect.stringMatching(/shared\/rules is below these folders/)]);
}, 60_000);

it('refuses a circle of files in shared/ and renderer/, type imports included (issue 28), and lets an import that leads nowhere back pass', async () => {
  // state.ts imports the hand's types from hand-schema.ts: importing the state's type back closes a circle.
  const circle = await lint(
    'shared/rules/scenario/hand-schema.ts',
    "import type { ScenarioState } from './state';\nexport type X = ScenarioState;\n",
  );
  expect(circle).toEqual([
    expect.stringMatching(/closes a circle of files \(type imports count\): .*hand-schema\.ts → .*state\.ts → .*hand-schema\.ts/),
  ]);
  expect(
    await lint('shared/rules/scenario/hand-schema.ts', "import type { Edition } from './edition';\nexport type X = Edition;\n"),
  ).toEqual([]);
}, 60_000);
