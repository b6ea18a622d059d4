/**
 * What the panel keeps of the browser profile, not of a session: the table density, a list's hidden
 * columns and saved views (per user, in their keys), in localStorage, shared by the tabs and by
 * whoever logs in on this browser, as the profile's own. When storage refuses a write (private mode,
 * quota), the value is held here instead for as long as the page lasts, as that profile would keep
 * it; a write storage takes crosses the stand-in out, so storage stays the truth wherever it works.
 */
const refused = new Map<string, string>();

export function readProfile(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? refused.get(key) ?? null;
  } catch {
    return refused.get(key) ?? null;
  }
}

export function writeProfile(key: string, text: string): void {
  try {
    window.localStorage.setItem(key, text);
    refused.delete(key);
  } catch {
    refused.set(key, text);
  }
}

/**
 * A fresh profile: storage emptied and nothing held in its stead. The test setup starts every test
 * so, whatever the last one chose.
 */
export function resetProfile(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage denied: nothing of it to clear.
  }
  refused.clear();
}
