/** Locales of the portal's own sign-in page. */
export type SignInLocale = 'en' | 'ar';

export interface SignInMessages {
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly heading: (appName: string) => string;
  readonly intro: (orgName: string) => string;
  /** Around the host the person is sent back to (shown isolated, `<bdi>`, so it reads right in both directions). */
  readonly returnTo: { readonly before: string; readonly after: string };
  /** Before the name of the site the person signs in from. */
  readonly fromSite: string;
  readonly username: string;
  readonly password: string;
  readonly submit: string;
  readonly cancel: string;
  readonly errorHeading: string;
  readonly invalidCredentials: string;
  readonly sessionExpired: string;
  readonly missingFields: string;
  readonly tooManyAttempts: (minutes: number) => string;
  readonly invalidRequestHeading: string;
  readonly unknownClient: string;
  readonly invalidRedirect: string;
  readonly signedOut: string;
}

export const SIGN_IN_MESSAGES: Readonly<Record<SignInLocale, SignInMessages>> = {
  en: {
    dir: 'ltr',
    title: 'Sign in',
    heading: (app) => `Sign in to ${app}`,
    intro: (org) => `Use your ${org} account.`,
    returnTo: { before: 'You will return to ', after: '.' },
    fromSite: 'Signing in on ',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    errorHeading: 'Sign-in failed',
    invalidCredentials: 'The username or password is incorrect.',
    sessionExpired: 'This sign-in form has expired. Please try again.',
    missingFields: 'Enter your username and password.',
    tooManyAttempts: (m) => `Too many failed attempts. Try again in ${m} minute${m === 1 ? '' : 's'}.`,
    invalidRequestHeading: 'This sign-in link is not valid',
    unknownClient: 'The application asking you to sign in is not registered with this portal.',
    invalidRedirect: 'The application asked to return to an address that is not registered for it.',
    signedOut: 'You are signed out.',
  },
  ar: {
    dir: 'rtl',
    title: 'تسجيل الدخول',
    heading: (app) => `تسجيل الدخول إلى ${app}`,
    intro: (org) => `استخدم حسابك في ${org}.`,
    returnTo: { before: 'ستعود بعد ذلك إلى ', after: '.' },
    fromSite: 'تسجيل الدخول في ',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    cancel: 'إلغاء',
    errorHeading: 'تعذّر تسجيل الدخول',
    invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    sessionExpired: 'انتهت صلاحية نموذج تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
    missingFields: 'أدخل اسم المستخدم وكلمة المرور.',
    tooManyAttempts: (m) => `محاولات فاشلة كثيرة. حاول مرة أخرى بعد ${m} دقيقة.`,
    invalidRequestHeading: 'رابط تسجيل الدخول هذا غير صالح',
    unknownClient: 'التطبيق الذي يطلب تسجيل دخولك غير مسجَّل في هذه البوابة.',
    invalidRedirect: 'طلب التطبيق العودة إلى عنوان غير مسجَّل له.',
    signedOut: 'تم تسجيل خروجك.',
  },
};

/**
 * The page locale: the `locale` parameter when supported (`ar`, `ar-EG` → `ar`), else the first
 * supported language of `Accept-Language`, else English.
 */
export function pickSignInLocale(locale: string | undefined, acceptLanguage: string | undefined): SignInLocale {
  const candidates = [locale ?? '', ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? '')];
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return 'en';
}
