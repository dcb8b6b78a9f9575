/** Locales of the portal's own sign-in page: the web app's offered ones (ADR 0179). */
export type SignInLocale = 'en' | 'ar' | 'he' | 'fr' | 'zh-CN';

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
  he: {
    dir: 'rtl',
    title: 'התחברות',
    heading: (app) => `התחברות אל ${app}`,
    intro: (org) => `השתמשו בחשבון שלכם ב־${org}.`,
    returnTo: { before: 'לאחר מכן תחזרו אל ', after: '.' },
    fromSite: 'מתחברים באתר ',
    username: 'שם משתמש',
    password: 'סיסמה',
    submit: 'התחברות',
    cancel: 'ביטול',
    errorHeading: 'ההתחברות נכשלה',
    invalidCredentials: 'שם המשתמש או הסיסמה שגויים.',
    sessionExpired: 'תוקף טופס ההתחברות פג. נסו שוב.',
    missingFields: 'הזינו שם משתמש וסיסמה.',
    tooManyAttempts: (m) =>
      m === 1 ? 'יותר מדי ניסיונות כושלים. נסו שוב בעוד דקה.' : `יותר מדי ניסיונות כושלים. נסו שוב בעוד ${m} דקות.`,
    invalidRequestHeading: 'קישור ההתחברות הזה אינו תקף',
    unknownClient: 'היישום שמבקש שתתחברו אינו רשום בפורטל הזה.',
    invalidRedirect: 'היישום ביקש לחזור לכתובת שאינה רשומה עבורו.',
    signedOut: 'נותקתם.',
  },
  fr: {
    dir: 'ltr',
    title: 'Connexion',
    heading: (app) => `Se connecter à ${app}`,
    intro: (org) => `Utilisez votre compte ${org}.`,
    returnTo: { before: 'Vous reviendrez ensuite sur ', after: '.' },
    fromSite: 'Connexion depuis ',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    cancel: 'Annuler',
    errorHeading: 'La connexion a échoué',
    invalidCredentials: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
    sessionExpired: 'Ce formulaire de connexion a expiré. Veuillez réessayer.',
    missingFields: 'Saisissez votre nom d’utilisateur et votre mot de passe.',
    tooManyAttempts: (m) => `Trop de tentatives échouées. Réessayez dans ${m} minute${m === 1 ? '' : 's'}.`,
    invalidRequestHeading: 'Ce lien de connexion n’est pas valide',
    unknownClient: 'L’application qui vous demande de vous connecter n’est pas enregistrée sur ce portail.',
    invalidRedirect: 'L’application a demandé à revenir à une adresse qui n’est pas enregistrée pour elle.',
    signedOut: 'Vous êtes déconnecté.',
  },
  'zh-CN': {
    dir: 'ltr',
    title: '登录',
    heading: (app) => `登录 ${app}`,
    intro: (org) => `使用你的 ${org} 账户。`,
    returnTo: { before: '之后你将返回 ', after: '。' },
    fromSite: '正在登录：',
    username: '用户名',
    password: '密码',
    submit: '登录',
    cancel: '取消',
    errorHeading: '登录失败',
    invalidCredentials: '用户名或密码不正确。',
    sessionExpired: '此登录表单已过期。请重试。',
    missingFields: '请输入用户名和密码。',
    tooManyAttempts: (m) => `失败次数过多。请在 ${m} 分钟后重试。`,
    invalidRequestHeading: '此登录链接无效',
    unknownClient: '请求你登录的应用未在此门户中注册。',
    invalidRedirect: '该应用要求返回到一个未为其注册的地址。',
    signedOut: '你已退出登录。',
  },
};

/**
 * The page locale: the `locale` parameter when supported (`ar`, `ar-EG` → `ar`; `zh`, `zh-CN` → `zh-CN`, never a
 * Traditional Chinese tag), else the first supported language of `Accept-Language`, else English.
 */
export function pickSignInLocale(locale: string | undefined, acceptLanguage: string | undefined): SignInLocale {
  const candidates = [locale ?? '', ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? '')];
  for (const candidate of candidates) {
    const tag = candidate.trim().toLowerCase().replace('_', '-');
    const primary = tag.split('-')[0];
    if (primary === 'zh') {
      if (!/^zh-(tw|hk|mo|hant)\b/.test(tag)) return 'zh-CN';
      continue;
    }
    if (primary === 'ar' || primary === 'en' || primary === 'he' || primary === 'fr') return primary;
  }
  return 'en';
}
