import type { StoreFacts } from '../../../shared/store-facts';

/**
 * The acknowledgements a visitor's form sends to the address they typed. Anyone can type any
 * address, so these texts are fixed: they never quote what the visitor wrote (name, company,
 * message), only the store's facts and the reference we made, and nothing in them can be steered
 * into an advertisement or a phishing text sent in the store's name.
 */
export interface AckMail {
  subject: string;
  text: string;
}

/** The acknowledgement of a contact message. */
export function contactAcknowledgement(reference: string, facts: StoreFacts): AckMail {
  return {
    subject: `We received your message (${reference})`,
    text: [
      'Hello,',
      '',
      `Thank you for writing to ${facts.name}. Your message has reference ${reference}.`,
      `A parts specialist answers within one business day, usually the same day. If a machine is down and you need an answer now, call ${facts.phone} (${facts.hours}) and quote ${reference}.`,
      '',
      `If you did not write to us, you can ignore this message.`,
      '',
      `${facts.name} customer service`,
    ].join('\n'),
  };
}

/** The acknowledgement of a vendor application. */
export function vendorAcknowledgement(reference: string, facts: StoreFacts): AckMail {
  return {
    subject: `Your application to sell on ${facts.name} (${reference})`,
    text: [
      'Hello,',
      '',
      `Thank you for applying to sell on ${facts.name}. Your application has reference ${reference}.`,
      'Our vendor team reviews every application within five business days. We will write to you when it moves to review and again with our decision; if we need price files or warehouse details, we will ask.',
      '',
      `Questions in the meantime: ${facts.email} or ${facts.phone} (${facts.hours}).`,
      `If you did not apply, you can ignore this message.`,
      '',
      `${facts.name} vendor team`,
    ].join('\n'),
  };
}
