import i18n from '../../../lib/i18n';
import { HouseAdSlot } from './house-ad';
import { Testimonials } from './testimonials';
import { UpcomingEvents } from './upcoming-events';

/** The end of the home page from the CMS: our banner for the reader's audience, upcoming events, testimonials. */
function HomeExtras() {
  return (
    <>
      <HouseAdSlot slot="home" />
      <UpcomingEvents />
      <Testimonials />
    </>
  );
}

/** One chunk, asked for once the page is idle, with its strings. */
export const loadHomeExtras = () => i18n.loadNamespaces(['cms']).then(() => ({ default: HomeExtras }));
