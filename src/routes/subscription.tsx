/**
 * /subscription — the public subscription page (commerce spec §2 "Subscription", §6 public; portal route table
 * "No login needed").
 */
import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../features/subscription/subscription-page';

export const Route = createFileRoute('/subscription')({ component: SubscriptionPage });
