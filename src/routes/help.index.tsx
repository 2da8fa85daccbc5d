/** /help — Help (portal §2, commerce §2): the landing with four channel tiles and the general FAQ. Public. */
import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/info/help-page';

export const Route = createFileRoute('/help/')({ component: HelpPage });
