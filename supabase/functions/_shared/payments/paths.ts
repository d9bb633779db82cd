import { pagePaths } from "@common/urls";

/** The pages and endpoints a payment refers to, all built on the site's public origin (SITE_URL). */
export const paymentReturnUrl = (siteUrl: string, paymentId: number) => `${siteUrl}${pagePaths.paymentReturn(paymentId)}`;
export const paymentWebhookUrl = (siteUrl: string) => `${siteUrl}/functions/v1/payment-webhook`;
