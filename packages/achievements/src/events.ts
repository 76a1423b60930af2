/** What `campus-certificate-downloaded` carries: the certificate whose PDF was saved. */
export interface CertificateDownloadedDetail {
  id: number;
  code: string;
  training_title: string;
}

/** What `campus-certificate-link-copied` carries: the certificate and the verification link put on the clipboard. */
export interface CertificateLinkCopiedDetail {
  id: number;
  code: string;
  url: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /** A certificate's PDF was downloaded in `<campus-certificates>`. Bubbles and is composed. */
    'campus-certificate-downloaded': CustomEvent<CertificateDownloadedDetail>;
    /** A certificate's verification link was copied in `<campus-certificates>`. Bubbles and is composed. */
    'campus-certificate-link-copied': CustomEvent<CertificateLinkCopiedDetail>;
  }
}
