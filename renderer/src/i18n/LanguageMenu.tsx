import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languageName } from '@shared/i18n';
import { catalogs } from './catalogs';
import { systemLanguage } from './language-choice';
import { useLanguage } from './useLanguage';

/** The header's language picker: the system's language, or one of Haven's, each named in itself. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { choice, language, setChoice } = useLanguage();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          px="xs"
          aria-label={t('shell.language.label')}
          title={t('shell.language.label')}
          translate="no"
          data-testid="language-menu"
        >
          {language === 'xx' ? 'XX' : language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown className="haven-touch">
        <Menu.Item onClick={() => setChoice('system')} fw={choice === 'system' ? 700 : undefined}>
          {t('shell.language.system', { language: languageName(catalogs, systemLanguage()) })}
        </Menu.Item>
        {catalogs.languages.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => setChoice(code)}
            fw={choice === code ? 700 : undefined}
            data-testid={`language-${code}`}
          >
            {languageName(catalogs, code)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
