import { SUPPORT_RESPONSE_WORKING_DAYS } from '@campus/core/rules';
import { useSiteT } from '../messages/site-messages';
import { ContactForm } from '../contact/contact-form';
import { PageFrame } from './page-frame';

/** contact-us (spec §2): the contact/support form. */
export default function ContactPage() {
  const t = useSiteT();
  return (
    <PageFrame
      title={t('site.pages.contact')}
      intro={t('site.contact.intro', { days: SUPPORT_RESPONSE_WORKING_DAYS })}
      width="narrow"
    >
      <ContactForm />
    </PageFrame>
  );
}
