import type { ConsentCategories } from '@plaza/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/useSite.ts';
import { ACCEPT_ALL, chooseConsent, onConsentChange, REJECT_ALL, storedConsent } from './consentChoice.ts';
import { CONSENT_CHOSEN_ATTRIBUTE } from './consentChosenMark.ts';

const CATEGORIES = ['performance', 'functional', 'targeting'] as const;
const openers = new Set<() => void>();

/**
 * Opens the privacy settings (the footer's "Privacy settings" link).
 *
 * @example
 * <button onClick={openPrivacySettings}>Privacy settings</button>
 */
export function openPrivacySettings(): void {
  for (const open of openers) open();
}

/** Whether a site asks for consent at all: its organisation tracks and the site has not turned tracking off. */
export function asksConsent(site: {
  readonly telemetry: { organizationTracking: boolean; capabilities: readonly string[] };
}): boolean {
  return site.telemetry.organizationTracking && !site.telemetry.capabilities.includes('disableActivityTracking');
}

/**
 * The consent banner and the privacy settings (issue 22; spec 3 §3–§5): until the visitor chooses, a banner at the
 * foot of the window offers accept all, reject all — side by side, alike — or choose; the settings dialog sets
 * performance, functional and targeting one by one (and reopens from every page's footer). Nothing but the strictly
 * necessary is ticked before the visitor ticks it (issue 43, ADR 0212): the dialog opens on the stored choice, or on
 * none. Only on a site that may track. The banner is rendered on the server, its buttons disabled until hydrated, so it
 * is drawn with the page's first paint (issue 42, ADR 0214); a visitor who already chose never sees it (the start script
 * marks `<html>` before the first paint and the stylesheet hides it). The dialog is rendered only in the browser.
 */
export function ConsentBanner() {
  const site = useSite();
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  const [chosen, setChosen] = useState(false);
  const [choice, setChoice] = useState<ConsentCategories>(REJECT_ALL);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    setMounted(true);
    const read = () => {
      const stored = storedConsent() !== undefined;
      // A mark set for a stored record that is not a valid choice would hide the banner the visitor still needs.
      if (!stored) document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
      setChosen(stored);
    };
    read();
    const open = () => {
      const stored = storedConsent();
      setChoice(stored ?? REJECT_ALL);
      dialog.current?.showModal();
    };
    openers.add(open);
    const unsubscribe = onConsentChange(read);
    return () => {
      openers.delete(open);
      unsubscribe();
    };
  }, []);

  if (!asksConsent(site)) return null;
  const choose = (categories: ConsentCategories) => {
    dialog.current?.close();
    chooseConsent(categories);
  };
  return (
    <>
      {!chosen ? (
        <section className="consent-banner" aria-labelledby="consent-title" data-testid="consent-banner">
          <div className="consent-banner__text">
            <h2 id="consent-title">{t('consent.title')}</h2>
            <p>{t('consent.message', { site: site.title })}</p>
          </div>
          <div className="consent-banner__actions">
            <button type="button" className="button" disabled={!mounted} onClick={() => choose(ACCEPT_ALL)}>
              {t('consent.acceptAll')}
            </button>
            <button type="button" className="button" disabled={!mounted} onClick={() => choose(REJECT_ALL)}>
              {t('consent.rejectAll')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!mounted}
              onClick={openPrivacySettings}
            >
              {t('consent.choose')}
            </button>
          </div>
        </section>
      ) : null}
      {mounted ? (
        <dialog ref={dialog} className="privacy-settings" aria-labelledby="privacy-title">
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              choose(choice);
            }}
          >
            <h2 id="privacy-title">{t('consent.settingsTitle')}</h2>
            <p>{t('consent.settingsIntro', { site: site.title })}</p>
            <label className="privacy-settings__category">
              <input type="checkbox" name="necessary" checked disabled />
              <span>
                <strong>{t('consent.necessary.label')}</strong> {t('consent.necessary.description')}
              </span>
            </label>
            {CATEGORIES.map((category) => (
              <label key={category} className="privacy-settings__category">
                <input
                  type="checkbox"
                  name={category}
                  checked={choice[category]}
                  onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
                />
                <span>
                  <strong>{t(`consent.${category}.label`)}</strong> {t(`consent.${category}.description`)}
                </span>
              </label>
            ))}
            <div className="privacy-settings__actions">
              <button type="submit" className="button">
                {t('consent.save')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => choose(REJECT_ALL)}>
                {t('consent.rejectAll')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => choose(ACCEPT_ALL)}>
                {t('consent.acceptAll')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
                {t('consent.cancel')}
              </button>
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
