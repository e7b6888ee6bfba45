/** Believable per-app terms and privacy texts; the site shows them as paragraphs split on line breaks. */

const LAST_UPDATED = 'Last updated: 1 March 2026.';

export function termsOfUse(appName: string): string {
  return [
    LAST_UPDATED,
    `These Terms of Use govern your use of ${appName} (the "App"). By downloading, installing or using the App you agree to these terms. If you do not agree, please do not use the App.`,
    `We grant you a personal, non-exclusive, non-transferable licence to use the App on devices that you own or control, as permitted by the usage rules of the store you obtained it from. You may not copy, modify, reverse engineer or redistribute the App, except where the law allows it.`,
    `Some features may be offered as in-app purchases. Purchases are processed by the App Store and are subject to its terms; unless the law requires otherwise, they are non-refundable once delivered.`,
    `We work hard to keep ${appName} reliable, but it is provided "as is", without warranties of any kind. To the extent permitted by law, we are not liable for any indirect or consequential loss arising from your use of the App.`,
    `We may update the App and these terms from time to time. When the changes are significant we will let you know in the App or on our website; continuing to use the App after that means you accept the updated terms.`,
    `Questions about these terms? Reach us through the contact page of our website and we will get back to you within a few working days.`,
  ].join('\n');
}

/** `dataPractice` says, in a sentence or two, what this app keeps and where. */
export function privacyPolicy(appName: string, dataPractice: string): string {
  return [
    LAST_UPDATED,
    `Your privacy matters to us. This policy explains what information ${appName} (the "App") handles, why, and the choices you have.`,
    dataPractice,
    `We do not sell your personal information, and we do not use third-party advertising trackers. Anonymous crash reports and aggregate usage statistics provided by the operating system help us fix bugs; you can turn them off in your device settings.`,
    `If you contact our support, we use your e-mail address and message only to answer you, and we delete the conversation within twelve months.`,
    `The App is suitable for all ages and does not knowingly collect personal information from children.`,
    `You can ask us at any time which information we hold about you, or ask us to delete it, through the contact page of our website. We will update this policy when the App changes; the date above shows the latest revision.`,
  ].join('\n');
}

/** How a user deletes their account, as Google Play asks apps with accounts to explain. */
export function accountDeletion(appName: string): string {
  return [
    `You can delete your ${appName} account and its data at any time, without contacting us.`,
    `In the App, open Settings, then Account, then Delete account, and confirm. Your profile, progress and purchases history are deleted from our servers within 30 days; anonymous crash reports are kept for up to 90 days.`,
    `If you no longer have the App installed, write to us through the contact page of our website from the e-mail address of your account, and we will delete it for you.`,
  ].join('\n');
}
