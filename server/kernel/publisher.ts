/** Who publishes the service and who hosts it, as the configuration gives them (docs/decisions/044). */
export type PublisherConfig = {
  /** PUBLISHER_NAME: the publisher's name (a person) or company name and legal form. */
  name: string | undefined;
  /** PUBLISHER_ADDRESS: postal address (a person's domicile, or a company's registered office). */
  address: string | undefined;
  /** PUBLISHER_CONTACT: telephone and e-mail, and for a company its registration number. */
  contact: string | undefined;
  /** HOSTING_PROVIDER: the host's name, address and telephone. */
  hostingProvider: string | undefined;
};
