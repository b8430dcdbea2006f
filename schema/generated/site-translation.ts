/* Generated from schema/site-translation.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * The site's texts in one more language (content/translations/<lang>/site.json): any subset of site.json's texts, arrays by position; what it leaves out is shown in the default language. Generated from site.schema.json by `npm run gen:types`; do not edit.
 */
export interface SiteTranslation {
  /**
   * Path of this schema, for editor autocompletion.
   */
  $schema?: string;
  /**
   * Heading shown beside the manufacturer logo, e.g. CUSTOMER RESOURCES.
   */
  siteTitle?: string;
  logo?: Image;
  icon?: SiteIcon;
  /**
   * Texts of the login page.
   */
  login?: {
    /**
     * Heading above the password field.
     */
    heading?: string;
    /**
     * Accessible label of the password field.
     */
    passwordLabel?: string;
    /**
     * Text of the submit button, e.g. LOGIN.
     */
    buttonLabel?: string;
    /**
     * Message shown after a failed check. The phrase given in contactLinkText becomes a mail link to product support.
     */
    errorMessage?: string;
    /**
     * Part of errorMessage that links to the support email address.
     */
    contactLinkText?: string;
    /**
     * Message shown when LOGIN is pressed with no password typed.
     */
    emptyPasswordMessage?: string;
    /**
     * Status shown on the login page right after signing out, e.g. You have signed out.
     */
    signedOutMessage?: string;
    /**
     * Shown on the login page when a sign-in link was refused (expired, revoked, or the password changed), e.g. This sign-in link is no longer valid. Sign in with the password, or ask your admin for a new link.
     */
    linkNoLongerValidMessage?: string;
    /**
     * Shown on the login page to a signed-in user sent there from a product line the account does not include; {line} is the line's name, e.g. This account does not include {line}.
     */
    notIncludedMessage?: string;
    /**
     * Like notIncludedMessage, when the line cannot be named, e.g. This account does not include that page.
     */
    notIncludedPageMessage?: string;
    /**
     * Link from that message back to the account's catalogue.
     */
    backToCatalogueLabel?: string;
    /**
     * Words before the support phone and email links under that message, e.g. To add it, contact customer support:
     */
    contactSupportText?: string;
    /**
     * Shown when sign-ins from the user's address are refused for a while after too many failed ones; {time} is the clock time they may try again, e.g. Too many failed sign-ins from your network. You can try again at {time}.
     */
    lockedOutMessage?: string;
    /**
     * Under that message, whom to call meanwhile; {phone} and {email} become links to the support phone and email address, e.g. If you cannot wait, call customer support on {phone} or write to {email}.
     */
    lockedOutContactText?: string;
    /**
     * Shown when the password is right but its account has been disabled, and only to a network address that signed in to that account lately (anyone else is told the password is incorrect, so a guesser never learns that a password was right), e.g. This account has been disabled. Please call your administrator.
     */
    accountDisabledMessage?: string;
    /**
     * Shown when the password is right (or an operator's sign-in link is used) but the account's access ended on a day an operator set; {date} becomes that day in the page's language, {phone} and {email} links to the support phone and email address. Like the disabled account's message, shown only to a network address that signed in to that account lately (anyone else is told the password is incorrect), e.g. This account's access ended on {date}. To renew it, call customer support on {phone} or write to {email}.
     */
    accessEndedMessage?: string;
    /**
     * Shown when the password could not be checked because the server is busy, being updated or cannot reach its database, e.g. The portal cannot check passwords right now. Please try again in a minute.
     */
    unavailableMessage?: string;
    /**
     * Shown when the portal refused the sign-in request itself (it came from an out-of-date page, another site, or a browser that blocks cookies), e.g. The sign-in was refused. Reload this page and try again; if it happens again, allow cookies for this site.
     */
    refusedMessage?: string;
    /**
     * Texts of signing in with a hospital's own account (OpenID Connect), under the password form of the login page.
     */
    hospital?: {
      /**
       * Heading of the section, e.g. Sign in with your hospital account.
       */
      heading?: string;
      /**
       * Label of the work e-mail field, whose domain finds the hospital, e.g. Work e-mail.
       */
      emailLabel?: string;
      /**
       * Button that goes on to the hospital's sign-in with the e-mail typed, e.g. Continue.
       */
      continueLabel?: string;
      /**
       * Button of one hospital's sign-in, on the login page of /login?org=<account>, e.g. Sign in with your hospital account.
       */
      buttonLabel?: string;
      /**
       * Said when the right password (or a sign-in link) is given for an account that signs in with its hospital's accounts only, e.g. This account signs in with your hospital account only: use Sign in with your hospital account.
       */
      passwordNotAllowedMessage?: string;
      /**
       * The header's line naming the person signed in with their hospital account; {name} is their name, e.g. Signed in as {name}.
       */
      signedInAs?: string;
      /**
       * Link on the signed-out notice that signs the person out of their hospital account too, e.g. Also sign out of your hospital account.
       */
      signOutOfHospitalLabel?: string;
      /**
       * Beside that link: when to use it, and what else it ends, e.g. On a shared computer, also sign out of your hospital account. That signs you out of your hospital's other applications too.
       */
      signOutOfHospitalHint?: string;
      /**
       * Why a hospital sign-in came back refused, each said on the login page.
       */
      failures?: {
        /**
         * The provider refused the sign-in, or the person cancelled it there, e.g. Your hospital did not complete the sign-in: it was cancelled or refused. Please try again.
         */
        refused?: string;
        /**
         * The e-mail's domain, or the account named, has no hospital sign-in, e.g. No account of this portal signs in with that e-mail domain. Check the address, or sign in with the password.
         */
        unknownDomain?: string;
        /**
         * The hospital's provider cannot be reached, and the account does not take its shared password, e.g. Your hospital's sign-in cannot be reached right now. Please try again in a few minutes.
         */
        unreachable?: string;
        /**
         * The hospital's provider cannot be reached, and the account's shared password still signs in, e.g. Your hospital's sign-in cannot be reached right now. Please try again in a few minutes, or sign in with the account's password.
         */
        unreachablePasswordWorks?: string;
        /**
         * The person signed in at the hospital, but the account's rule (its e-mail domains, or its group) does not admit them, e.g. You signed in at your hospital, but this portal account does not admit you. Ask your administrator for access.
         */
        notAdmitted?: string;
        /**
         * The sign-in took too long, or its answer reached another browser than the one that started it, e.g. The sign-in took too long, or was started in another browser. Please try again.
         */
        expired?: string;
        /**
         * The provider's answer could not be verified (issuer, audience, nonce, signature or times), e.g. Your hospital's answer could not be verified. Please try again; if it happens again, tell your administrator.
         */
        invalidAnswer?: string;
      };
    };
  };
  /**
   * Texts of the catalogue of product lines.
   */
  catalogue?: {
    /**
     * Catalogue heading, e.g. WELCOME.
     */
    heading?: string;
    /**
     * The catalogue's name in the browser tab and window lists, which a greeting heading does not give, e.g. Product catalogue.
     */
    title?: string;
    /**
     * Sentence under the heading.
     */
    intro?: string;
    /**
     * Link text on every product card, e.g. LEARN MORE.
     */
    cardLinkLabel?: string;
    /**
     * Heard by screen readers after a product card's link text, so that each card's link names its product line; {line} stands for the line's name, e.g. about {line}.
     */
    cardLinkProduct?: string;
    /**
     * Status while the account's product lines load, e.g. Loading your products…
     */
    loading?: string;
    /**
     * Shown when the account includes no product line, e.g. No products are available for your account. Please contact your admin.
     */
    empty?: string;
  };
  /**
   * Banner shown until the user acknowledges it.
   */
  disclaimer?: {
    /**
     * What the banner says: the content is supplementary and protocols must be checked.
     */
    text?: string;
    /**
     * Text of the button that closes the banner, e.g. I acknowledge.
     */
    acknowledgeLabel?: string;
    /**
     * Name of the banner for screen readers, e.g. Disclaimer.
     */
    label?: string;
    /**
     * Button that shows the whole text on small screens, where it is cut to two lines, e.g. Read more.
     */
    readMore?: string;
    /**
     * The same button once the whole text is shown, e.g. Read less.
     */
    readLess?: string;
  };
  /**
   * Footer shown on every page.
   */
  footer?: {
    /**
     * Year of the copyright line.
     */
    copyrightYear?: number;
    /**
     * Name in the copyright line.
     */
    copyrightHolder?: string;
    /**
     * Label before the customer support phone number (the number itself is a deployment setting).
     */
    supportLabel?: string;
    /**
     * Legal links: terms of use, privacy notice and the like.
     */
    links?: {
      /**
       * Link text.
       */
      label?: string;
      /**
       * Address of the notice: a page of this site (/...) or the manufacturer's published notice (https://..., opened in a new tab).
       */
      href?: string;
    }[];
  };
  /**
   * Texts of the search field in the header (on phones, in the menu).
   */
  search?: {
    /**
     * Name of the search field for screen readers and its visible label, e.g. Search.
     */
    label?: string;
    /**
     * Hint inside the empty field, e.g. Search tips, guides and PDFs.
     */
    placeholder?: string;
    /**
     * Tells keyboard users that / jumps to the field, e.g. Press / to search.
     */
    shortcutHint?: string;
    /**
     * Label of the checkbox that turns the / shortcut on and off (remembered by the browser), for users whose speech input or typing sends a stray /, e.g. Jump to search with /.
     */
    shortcutSetting?: string;
    /**
     * Shown while results load, e.g. Searching…
     */
    searching?: string;
    /**
     * Shown when nothing matches; {query} stands for what was typed, e.g. No results for {query}.
     */
    noResults?: string;
    resultsCount?: PluralText;
    /**
     * Shown when the search cannot be done, e.g. Search is not available. Please try again.
     */
    failed?: string;
    /**
     * Before the title of the page a document is on, e.g. On
     */
    onPage?: string;
    /**
     * After a result in another language than the page, for screen readers and sighted readers alike; {language} stands for the language's name, e.g. ({language}).
     */
    resultLanguage?: string;
  };
  /**
   * Texts of documents that have earlier versions.
   */
  versions?: {
    /**
     * Before the current version and its date, e.g. Version
     */
    current?: string;
    /**
     * Label of the disclosure that lists earlier versions, e.g. Previous versions
     */
    previous?: string;
  };
  /**
   * Texts of each product line's What's new page.
   */
  whatsNew?: {
    /**
     * Title of the page and of the link to it from the line's home, e.g. What's new
     */
    title?: string;
    /**
     * Sentence under the title, e.g. The latest documents added or updated for this product line, newest first.
     */
    intro?: string;
    /**
     * Badge on documents changed since this browser's last visit to the line, e.g. Updated
     */
    updatedBadge?: string;
    /**
     * Before the version of an updated document, e.g. New version
     */
    newVersion?: string;
    /**
     * Shown when no document of the line has a date, e.g. Nothing has been updated yet.
     */
    empty?: string;
  };
  /**
   * Texts of the form that requests a paper copy of instructions for use.
   */
  paperCopy?: {
    /**
     * Button on instructions-for-use pages that opens the form, e.g. Request a paper copy
     */
    buttonLabel?: string;
    /**
     * Heading of the form.
     */
    heading?: string;
    /**
     * Sentence under the heading: what happens after sending, and how long it takes.
     */
    intro?: string;
    /**
     * Label of the requester's name.
     */
    nameLabel?: string;
    /**
     * Label of the facility or hospital.
     */
    facilityLabel?: string;
    /**
     * Label of the postal address.
     */
    addressLabel?: string;
    /**
     * Label of the email address.
     */
    emailLabel?: string;
    /**
     * Label of the document chosen.
     */
    documentLabel?: string;
    /**
     * Label of the number of copies.
     */
    copiesLabel?: string;
    /**
     * Button that sends the request.
     */
    submitLabel?: string;
    /**
     * The send button's text while the request is on its way, e.g. Sending…
     */
    sendingLabel?: string;
    /**
     * Button that closes the form without sending.
     */
    cancelLabel?: string;
    /**
     * Button that closes the form after the request was sent.
     */
    closeLabel?: string;
    /**
     * Shown after sending; {reference} stands for the request's reference number.
     */
    success?: string;
    /**
     * Shown when the request cannot be sent.
     */
    failed?: string;
  };
  /**
   * Texts of the notice that asks people to read and confirm a new version of a document that needs acknowledgement, on the catalogue and on a product line's home page.
   */
  acknowledgements?: {
    /**
     * Heading of the notice, e.g. Read and confirm.
     */
    heading?: string;
    /**
     * One document to confirm; {document} stands for its name, {version} for its version and {date} for that version's date, e.g. New version of {document} (version {version}, {date}) — read it and confirm.
     */
    newVersion?: string;
    /**
     * Link that opens the document in a new tab; {document} stands for its name, e.g. Open {document}.
     */
    open?: string;
    /**
     * The confirmation a person ticks, once the document is open; {version} stands for its version, e.g. I have read and understood version {version}.
     */
    understood?: string;
    /**
     * Button that sends the confirmation, e.g. Confirm.
     */
    confirm?: string;
    /**
     * That button's text while the confirmation is on its way, e.g. Confirming…
     */
    confirming?: string;
    /**
     * Said once the confirmation is recorded and the document leaves the notice; {document} and {version} as above, e.g. Your confirmation of {document}, version {version}, is recorded.
     */
    confirmed?: string;
    /**
     * Shown when the confirmation could not be recorded, before the server's reason, e.g. Your confirmation could not be recorded.
     */
    failed?: string;
    /**
     * Shown, once the document is open, to a session of the account's shared password, which cannot confirm: who can, and how to sign in so, e.g. Only people signed in with their own hospital account can confirm. To confirm, sign out and choose “Sign in with your hospital account” on the login page.
     */
    sharedPassword?: string;
  };
  /**
   * Texts of the page frame every screen shares: header, navigation, footer, loading states.
   */
  chrome?: {
    /**
     * Name of the site after each page's title in the browser tab, e.g. Customer Resources.
     */
    siteName?: string;
    /**
     * What the site is, in one sentence: the page description search engines and link previews show, written into each page before its script runs.
     */
    pageDescription?: string;
    /**
     * What a browser without JavaScript shows instead of the portal, e.g. asking to enable JavaScript and reload.
     */
    needsJavaScript?: string;
    /**
     * First link of every page for keyboard users, e.g. Skip to main content.
     */
    skipLink?: string;
    /**
     * Button that scrolls back to the top of a long page, e.g. Back to top.
     */
    backToTop?: string;
    /**
     * Button that ends the session, e.g. Sign out.
     */
    signOut?: string;
    /**
     * Button that opens the navigation on phones, e.g. Menu.
     */
    menu?: string;
    /**
     * Name of the header navigation for screen readers, e.g. Main.
     */
    mainNavigation?: string;
    /**
     * Name of a product line's numbered section bar for screen readers, e.g. Sections.
     */
    sectionsNavigation?: string;
    /**
     * Name of the footer's legal links for screen readers, e.g. Legal.
     */
    legalNavigation?: string;
    /**
     * Name of the breadcrumb trail for screen readers, e.g. Breadcrumb.
     */
    breadcrumbs?: string;
    /**
     * First crumb of the breadcrumb trail, the product line's home, e.g. Home.
     */
    home?: string;
    /**
     * Status while a page loads, e.g. Loading…
     */
    loading?: string;
    /**
     * Status while the server checks a sign-in link or a session, e.g. Checking your access…
     */
    checkingAccess?: string;
    /**
     * Heard by screen readers after a link that opens a new tab, e.g. (opens in a new tab).
     */
    newTab?: string;
  };
  /**
   * Texts about the site's languages.
   */
  language?: {
    /**
     * Name of the language switcher, e.g. Language.
     */
    label?: string;
    /**
     * Notice above content that is shown in the default language because it is not translated yet; {language} stands for the reader's language's name, e.g. This content is not translated into {language} yet.
     */
    notTranslated?: string;
    /**
     * Heading of a document's files in the other languages, e.g. Other languages.
     */
    otherLanguages?: string;
  };
  /**
   * Texts of failures: a page that cannot be drawn or loaded, and the server's answers when something fails.
   */
  errors?: {
    /**
     * Heading of an error, e.g. Something went wrong.
     */
    heading?: string;
    /**
     * Button that tries a failed load again, e.g. Try again.
     */
    tryAgain?: string;
    /**
     * A page that could not be drawn, e.g. This page could not be shown. You can go back to the product catalogue or reload the page.
     */
    renderFailed?: string;
    /**
     * A page whose code could not be fetched, most often after the portal was updated, e.g. This page could not be loaded: the portal may have been updated since you opened it, or the connection dropped. Try again.
     */
    codeMissing?: string;
    /**
     * Link back to the catalogue, e.g. Back to the catalogue.
     */
    backToCatalogue?: string;
    /**
     * Button that reloads the page, e.g. Reload the page.
     */
    reload?: string;
    /**
     * What a failed request means to the reader, by how it failed (the site's kinds of failure).
     */
    requests?: {
      /**
       * A request refused because the session ended, e.g. Your session has ended. Please sign in again.
       */
      unauthenticated?: string;
      /**
       * A request for content the account does not include, e.g. Your account does not give access to this content.
       */
      forbidden?: string;
      /**
       * A request for content that does not exist, e.g. The requested content was not found.
       */
      'not-found'?: string;
      /**
       * A request refused because too many were made, e.g. Too many attempts. Please wait a moment and try again.
       */
      'rate-limited'?: string;
      /**
       * A request the server could not answer, e.g. The server could not answer. Please try again.
       */
      server?: string;
      /**
       * A request that did not reach the server, e.g. Could not reach the server. Check your connection and try again.
       */
      network?: string;
    };
    /**
     * The page a browser is shown when the server answers an address opened in it (a link, a bookmark, a document opened in a new tab) with an error, by what happened. An address that names nothing is shown with the texts of notFound.
     */
    pages?: {
      /**
       * A document that does not exist, has moved, or belongs to a product line the account does not include (one page for all three, so nobody learns which files other lines have).
       */
      'document-not-available'?: {
        /**
         * Heading and tab title, e.g. Document not available
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. This document cannot be opened with your account. It may have moved or been replaced, or it belongs to a product line your account does not include.
         */
        text?: string;
      };
      /**
       * A request the portal does not allow: a sign-in link followed from another site, an address the account may not open.
       */
      forbidden?: {
        /**
         * Heading and tab title, e.g. Request refused
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. The portal did not allow this request. If you followed a link from an e-mail or another site, open the portal from its own address and sign in there.
         */
        text?: string;
      };
      /**
       * An address that needs a session, opened without one.
       */
      'signed-out'?: {
        /**
         * Heading and tab title, e.g. Please sign in
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. Your session has ended, or you have not signed in yet. Sign in to continue.
         */
        text?: string;
      };
      /**
       * An address refused because too many requests came from the reader's network or session.
       */
      'rate-limited'?: {
        /**
         * Heading and tab title, e.g. Too many requests
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. Too many requests came from your network in a short time. Please wait a moment, then try again.
         */
        text?: string;
      };
      /**
       * An address the server could not answer because it is busy, being updated or cannot reach its database.
       */
      'server-unavailable'?: {
        /**
         * Heading and tab title, e.g. The portal is not available right now
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. The server is busy or being updated. Please try again in a minute.
         */
        text?: string;
      };
      /**
       * An address that is not valid (mistyped, cut short, or made to attack the portal).
       */
      'bad-address'?: {
        /**
         * Heading and tab title, e.g. This address is not valid
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. The link may be incomplete or mistyped. Check it, or go back to the catalogue.
         */
        text?: string;
      };
      /**
       * Any other failure of the server.
       */
      failed?: {
        /**
         * Heading and tab title, e.g. Something went wrong
         */
        title?: string;
        /**
         * Sentence under the heading, e.g. The server could not answer. Please try again in a minute.
         */
        text?: string;
      };
    };
    /**
     * Under a page of too many requests or of a server that cannot answer, when the server said how long to wait; {time} is the clock time, e.g. You can try again at {time}.
     */
    retryAt?: string;
    /**
     * Under an error page: whom to ask for help; {phone} and {email} become links to the deployment's support phone and email, e.g. If you need help, call customer support on {phone} or write to {email}.
     */
    supportContact?: string;
    /**
     * Link from a page of an address that needs a session to the login page, e.g. Sign in.
     */
    signIn?: string;
  };
  /**
   * Texts of an address that names no page.
   */
  notFound?: {
    /**
     * Heading and tab title, e.g. Page not found.
     */
    title?: string;
    /**
     * Sentence under the heading, e.g. The page you asked for does not exist or has moved.
     */
    text?: string;
    /**
     * Link to the product line's home from a page of the line that does not exist, e.g. Back to the product home.
     */
    backToProductHome?: string;
  };
  /**
   * Sentences the server writes to a reader: error answers and the problems of a refused form. Until a key is set the server answers its own English.
   */
  serverMessages?: {
    /**
     * A request that needs a session made without one, e.g. Sign in first.
     */
    signInFirst?: string;
    /**
     * A password that does not match, e.g. Password is incorrect.
     */
    passwordIncorrect?: string;
    /**
     * Sign-in refused because the password's account is disabled (said only to an address that signed in to it lately; anyone else is told passwordIncorrect).
     */
    accountDisabled?: string;
    /**
     * Sign-in refused because the account's access ended on {date} (YYYY-MM-DD; said only to an address that signed in to it lately, or to the holder of an operator's sign-in link; anyone else is told passwordIncorrect).
     */
    accessEnded?: string;
    /**
     * A sign-in sent from another site, e.g. Sign-in requests from other sites are refused.
     */
    signInFromOtherSite?: string;
    /**
     * Sign-in refused after too many wrong passwords; {seconds} stands for the wait.
     */
    signInLockedOut?: string;
    /**
     * Sign-in refused while the server checks too many others.
     */
    signInBusy?: string;
    /**
     * A sign-in with another account's password while one is open; {account} stands for the open account's name.
     */
    signedInAlready?: string;
    /**
     * A sign-in link an operator issued that has expired or been revoked, e.g. This sign-in link is no longer valid.
     */
    signInLinkNoLongerValid?: string;
    /**
     * Any request refused by the rate limit; {seconds} stands for the wait.
     */
    tooManyRequests?: string;
    /**
     * A product line that does not exist; {model} stands for what was asked.
     */
    noProductLine?: string;
    /**
     * A product line the account does not include.
     */
    productNotIncluded?: string;
    /**
     * A language the site does not list; {lang} stands for what was asked and {languages} for the site's.
     */
    unknownLanguage?: string;
    /**
     * A file that is not in the account's product lines.
     */
    noSuchFile?: string;
    /**
     * A file address that cannot name a file.
     */
    invalidFilePath?: string;
    /**
     * A part of a file that lies outside it.
     */
    rangeNotSatisfiable?: string;
    /**
     * A file address asked with another method.
     */
    methodNotAllowed?: string;
    /**
     * An address of the interface that names nothing.
     */
    notFound?: string;
    /**
     * A request made while the server stops.
     */
    shuttingDown?: string;
    /**
     * A request made while the database cannot be reached.
     */
    databaseUnavailable?: string;
    /**
     * Any other failure of the server.
     */
    internalError?: string;
    /**
     * A paper copy asked of a document that is not instructions for use of the line.
     */
    paperCopyNotInstructions?: string;
    /**
     * The same, under the document field.
     */
    paperCopyNotInstructionsField?: string;
    /**
     * Paper copies refused for one session; {wait} stands for the wait in words.
     */
    paperCopySessionLimit?: string;
    /**
     * Paper copies refused for the account; {max} stands for the daily limit and {wait} for the wait.
     */
    paperCopyAccountLimit?: string;
    /**
     * Paper copies refused for the network address; {max} stands for the daily limit and {wait} for the wait.
     */
    paperCopyAddressLimit?: string;
    /**
     * A form request that is not the form's fields.
     */
    formNotAnObject?: string;
    /**
     * Under a field left empty.
     */
    fieldRequired?: string;
    /**
     * Under a text too short; {limit} stands for the fewest characters.
     */
    fieldTooShort?: string;
    /**
     * Under a text too long; {limit} stands for the most characters.
     */
    fieldTooLong?: string;
    /**
     * Under an email address that is not one.
     */
    fieldNotAnEmail?: string;
    /**
     * Under a value not in its format; {format} stands for the format's name.
     */
    fieldNotFormat?: string;
    /**
     * Under a text with a character the field does not take.
     */
    fieldCharacterNotAllowed?: string;
    /**
     * For a field the form does not have.
     */
    fieldNotInForm?: string;
    /**
     * Under a number out of range; {minimum} and {maximum} stand for the range.
     */
    fieldWholeNumber?: string;
    /**
     * Under a value that is not text.
     */
    fieldNotText?: string;
    /**
     * Under any other refused value.
     */
    fieldInvalid?: string;
    /**
     * Sign-in refused because the account's people sign in with their hospital's accounts only, and the shared password (and its links) no longer does.
     */
    passwordNotAllowed?: string;
    /**
     * The short page between the login page's e-mail form and the hospital's sign-in, e.g. Continuing to your hospital's sign-in…
     */
    hospitalSignInContinuing?: string;
    /**
     * Its link, for a browser that does not go on by itself, e.g. Continue.
     */
    hospitalSignInContinue?: string;
    /**
     * A confirmation of having read a document sent from a session of the account's shared password, which cannot confirm: who can, and how to sign in so.
     */
    acknowledgementNeedsName?: string;
    /**
     * A confirmation of a document that the product line does not ask anyone to confirm; {document} stands for what was sent.
     */
    acknowledgementNotNeeded?: string;
    /**
     * A confirmation of a version that is not the document's current one; {version} stands for the version sent and {current} for the current one.
     */
    acknowledgementNotCurrent?: string;
  };
  /**
   * Texts of a product line's frame: its header links and loading state.
   */
  product?: {
    /**
     * Status while a product line loads; {line} stands for its name, e.g. Loading {line}…
     */
    loading?: string;
    /**
     * Name of the product logo's link to the line's home after the logo's text; {line} stands for its name, e.g. {line} home.
     */
    homeLink?: string;
    /**
     * Header link to the line's Downloads to Print, e.g. Downloads.
     */
    downloadsLink?: string;
    /**
     * Header link to the line's contact page, e.g. Contact.
     */
    contactLink?: string;
  };
  /**
   * Texts of the pages and rows of a product line's content.
   */
  documents?: {
    /**
     * Under a list of documents; {date} stands for the newest document's date, e.g. Content updated {date}.
     */
    contentUpdated?: string;
    /**
     * A list with no dated document, e.g. No documents found for this section.
     */
    noDocuments?: string;
    /**
     * A page whose section does not exist yet, e.g. This section has no content yet.
     */
    noContentYet?: string;
    /**
     * A file's size; {size} stands for the number of kilobytes, written as the language writes numbers, e.g. {size} KB.
     */
    fileSize?: string;
    /**
     * Name of a page's content menu for screen readers; {title} stands for the page's title, e.g. {title} menu.
     */
    menuLabel?: string;
    /**
     * Title of every FAQ page, e.g. Frequently Asked Questions.
     */
    faqTitle?: string;
    /**
     * An FAQ page without questions, e.g. No questions have been answered here yet.
     */
    faqEmpty?: string;
    /**
     * A video page without a video, e.g. This video is not available.
     */
    videoUnavailable?: string;
    /**
     * The disclosure under a video that shows the video's transcript, e.g. Transcript.
     */
    transcript?: string;
    /**
     * The learning library page when the deployment has none, e.g. The learning library is not available.
     */
    libraryUnavailable?: string;
    /**
     * Label of the support phone on a contact page, e.g. Phone.
     */
    phoneLabel?: string;
    /**
     * Label of the support email on a contact page, e.g. Email.
     */
    emailLabel?: string;
    /**
     * Title of the dialog before an external site that asks for a password, e.g. Password required.
     */
    passwordTitle?: string;
    /**
     * What that dialog says; {password} stands for the password, e.g. Please enter {password} as the password when prompted on the next page.
     */
    passwordMessage?: string;
    /**
     * Button that closes that dialog, e.g. Cancel.
     */
    passwordCancel?: string;
    /**
     * Button that opens the external site, e.g. Continue.
     */
    passwordContinue?: string;
  };
  /**
   * Texts of the Downloads to Print page.
   */
  downloads?: {
    /**
     * A line with no document to print, e.g. There are no documents to print for this product line yet.
     */
    empty?: string;
    /**
     * Label of the field that narrows the list, e.g. Filter downloads.
     */
    filterLabel?: string;
    count?: PluralText1;
    /**
     * Nothing matches the filter; {query} stands for what was typed, e.g. No download matches {query}.
     */
    noMatch?: string;
    /**
     * Heading of the documents' names, e.g. Name.
     */
    nameColumn?: string;
    /**
     * Heading of the files' types, e.g. File type.
     */
    fileTypeColumn?: string;
    /**
     * Heading of the files' sizes, e.g. Size.
     */
    sizeColumn?: string;
    /**
     * Heading of the links, e.g. Download.
     */
    downloadColumn?: string;
    /**
     * Text of each link, which screen readers complete with the document's name, e.g. Download.
     */
    downloadLink?: string;
  };
  /**
   * Texts of the public pages of instructions for use (/eifu, /eifu/<line>/<language>, /eifu/about) and of the label resolver (/01/<GTIN>).
   */
  eifu?: {
    /**
     * Heading of the public list of instructions for use (/eifu).
     */
    title?: string;
    /**
     * Paragraph under the heading of /eifu.
     */
    intro?: string;
    /**
     * Heading above the product lines on /eifu.
     */
    linesHeading?: string;
    /**
     * Heading of a line's page; {line} stands for the line's name.
     */
    lineHeading?: string;
    /**
     * Label before the links to the same line's instructions in other languages.
     */
    otherLanguages?: string;
    /**
     * Label of a file's revision.
     */
    revision?: string;
    /**
     * Label of a file's date of issue.
     */
    dateOfIssue?: string;
    /**
     * Label of a file's size.
     */
    size?: string;
    /**
     * Label of a file's SHA-256 checksum.
     */
    sha256?: string;
    /**
     * Label of the devices' GTINs.
     */
    gtins?: string;
    /**
     * Label of the device software versions.
     */
    softwareVersions?: string;
    /**
     * Link to a file; {file} stands for its file name.
     */
    open?: string;
    /**
     * Heading of a document's earlier versions.
     */
    earlierVersions?: string;
    /**
     * Line above the instructions of one device, reached from its label; {gtin} stands for its GTIN.
     */
    forDevice?: string;
    /**
     * Link from one device's instructions to every instruction of its line.
     */
    allOfLine?: string;
    /**
     * Notice when the device's instructions are not published in the browser's language; {language} stands for the language they are shown in.
     */
    fallbackNotice?: string;
    /**
     * Heading of the QR code of the device's label address; {gtin} stands for its GTIN.
     */
    labelCode?: string;
    /**
     * Link to the availability page.
     */
    aboutLink?: string;
    /**
     * Link to the paper-copy form.
     */
    paperCopyLink?: string;
    /**
     * Link back to /eifu.
     */
    backToList?: string;
    /**
     * Heading of a public page that names nothing.
     */
    notFoundTitle?: string;
    /**
     * A label's GTIN that no published instructions name; {gtin} stands for it.
     */
    unknownDevice?: string;
    /**
     * An address under /01/ that is not a GTIN; {gtin} stands for what was given.
     */
    malformedDevice?: string;
    /**
     * A public address that names no page.
     */
    noPage?: string;
    /**
     * Heading of the availability page.
     */
    aboutTitle?: string;
    /**
     * The availability target; {target} stands for it, e.g. 99.9 %.
     */
    availability?: string;
    /**
     * Heading of what to do when the site is down.
     */
    whenDownHeading?: string;
    /**
     * How to get a paper copy when the site is down; {phone} and {email} stand for the support phone and e-mail.
     */
    whenDown?: string;
    /**
     * Heading of how to check a file.
     */
    verifyHeading?: string;
    /**
     * How to check a file's checksum, above the commands.
     */
    verifyText?: string;
    /**
     * Heading of the public paper-copy form.
     */
    paperCopyHeading?: string;
    /**
     * Confirmation after the public form is sent; {reference} stands for its reference.
     */
    paperCopySent?: string;
    /**
     * The public form could not be accepted (a field, a limit, another site).
     */
    paperCopyRefused?: string;
    /**
     * Label of the language links.
     */
    languageLabel?: string;
  };
  /**
   * Safety notices: how long one stays above everything on its line's home, and the texts of notices, their feeds, the e-mail subscription pages and the e-mail messages.
   */
  notices?: {
    /**
     * Days after its date that a notice stays above everything on its line's home, e.g. 90.
     */
    recentDays?: number;
    /**
     * Heading of a line's notices on its home and on the public instructions-for-use page, e.g. Safety notices
     */
    heading?: string;
    /**
     * Name of each severity of notice.
     */
    severity?: {
      /**
       * Text severity.advisory of safety notices and their e-mail, e.g. Advisory
       */
      advisory?: string;
      /**
       * Text severity.field-safety-notice of safety notices and their e-mail, e.g. Field safety notice
       */
      'field-safety-notice'?: string;
      /**
       * Text severity.recall of safety notices and their e-mail, e.g. Recall
       */
      recall?: string;
    };
    /**
     * Before a notice's date, e.g. Issued
     */
    issued?: string;
    /**
     * Label of the GTINs a notice concerns, e.g. Devices concerned (GTIN)
     */
    devices?: string;
    /**
     * Label of the software versions a notice concerns, e.g. Software versions
     */
    softwareVersions?: string;
    /**
     * Link to a notice's PDF, e.g. Read the notice (PDF)
     */
    readPdf?: string;
    /**
     * Title of a line's Atom feed; {line} is the line's title.
     */
    feedTitle?: string;
    /**
     * Title of a feed entry for a new version of instructions for use; {document} is its name.
     */
    feedIfuEntry?: string;
    /**
     * Link to a line's Atom feed, e.g. Subscribe to the Atom feed
     */
    feedLink?: string;
    /**
     * Link to a line's e-mail subscription form.
     */
    subscribeLink?: string;
    /**
     * The public e-mail subscription pages of a line.
     */
    subscribe?: {
      /**
       * Text subscribe.title of safety notices and their e-mail, e.g. E-mail updates: {line}
       */
      title?: string;
      /**
       * Text subscribe.intro of safety notices and their e-mail, e.g. We e-mail you each new safety notice of this product line at once, and new instructions for use once a day. You confirm your address first; every message has a link to stop them.
       */
      intro?: string;
      /**
       * Text subscribe.emailLabel of safety notices and their e-mail, e.g. Your e-mail address
       */
      emailLabel?: string;
      /**
       * Text subscribe.submit of safety notices and their e-mail, e.g. Subscribe
       */
      submit?: string;
      /**
       * Text subscribe.sent of safety notices and their e-mail, e.g. If this address can receive our messages, we have sent it a link to confirm the subscription. The link works for 48 hours.
       */
      sent?: string;
      /**
       * Text subscribe.invalid of safety notices and their e-mail, e.g. Enter an e-mail address like name@hospital.org.
       */
      invalid?: string;
      /**
       * Text subscribe.confirmedTitle of safety notices and their e-mail, e.g. Subscription confirmed
       */
      confirmedTitle?: string;
      /**
       * Text subscribe.confirmed of safety notices and their e-mail, e.g. You will receive the safety notices and new instructions for use of {line} in {language}.
       */
      confirmed?: string;
      /**
       * Text subscribe.expiredTitle of safety notices and their e-mail, e.g. This link no longer works
       */
      expiredTitle?: string;
      /**
       * Text subscribe.expired of safety notices and their e-mail, e.g. The link is too old or not complete. Subscribe again to get a new one.
       */
      expired?: string;
      /**
       * Text subscribe.unsubscribedTitle of safety notices and their e-mail, e.g. Unsubscribed
       */
      unsubscribedTitle?: string;
      /**
       * Text subscribe.unsubscribed of safety notices and their e-mail, e.g. You will receive no more messages about {line} in {language}.
       */
      unsubscribed?: string;
      /**
       * Text subscribe.unsubscribeButton of safety notices and their e-mail, e.g. Unsubscribe
       */
      unsubscribeButton?: string;
      /**
       * Text subscribe.unsubscribeQuestion of safety notices and their e-mail, e.g. Stop the messages about {line} in {language} to this address?
       */
      unsubscribeQuestion?: string;
      /**
       * Text subscribe.busy of safety notices and their e-mail, e.g. Too many requests; try again later.
       */
      busy?: string;
    };
    /**
     * The e-mail messages to subscribers.
     */
    mail?: {
      /**
       * Text mail.confirmSubject of safety notices and their e-mail, e.g. Confirm your e-mail updates: {line}
       */
      confirmSubject?: string;
      /**
       * Text mail.confirmBody of safety notices and their e-mail, e.g. Someone, probably you, asked for the safety notices and new instructions for use of {line} to be sent to this address. To confirm, open this link within 48 hours:
       */
      confirmBody?: string;
      /**
       * Text mail.confirmIgnore of safety notices and their e-mail, e.g. If you did not ask for this, ignore this message: nothing will be sent.
       */
      confirmIgnore?: string;
      /**
       * Text mail.noticeSubject of safety notices and their e-mail, e.g. {severity}: {title}
       */
      noticeSubject?: string;
      /**
       * Text mail.digestSubject of safety notices and their e-mail, e.g. New instructions for use: {line}
       */
      digestSubject?: string;
      /**
       * Text mail.digestIntro of safety notices and their e-mail, e.g. These instructions for use of {line} have new versions:
       */
      digestIntro?: string;
      /**
       * Text mail.unsubscribe of safety notices and their e-mail, e.g. To stop these messages, open:
       */
      unsubscribe?: string;
    };
  };
  translationOf?: TranslationOf;
}
/**
 * Manufacturer logo shown in the header.
 */
export interface Image {
  /**
   * Path under content/images, e.g. logos/manufacturer.svg.
   */
  src?: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt?: string;
}
/**
 * Icon of the site in browser tabs, bookmarks and on phones' home screens, and the colour browsers tint their bars with. Without it the site has no icon.
 */
export interface SiteIcon {
  /**
   * Square SVG under content/images, e.g. logos/portal-icon.svg; the smaller sizes browsers ask for are drawn from it when the content is compiled, so it must read well at 32 pixels.
   */
  src?: string;
  /**
   * Colour as #rrggbb, e.g. #0b4f8a: phones and installed sites tint the address bar and title bar with it.
   */
  themeColor?: string;
  /**
   * Name under the icon when the site is added to a home screen, at most 12 characters; the site title when absent.
   */
  shortName?: string;
}
/**
 * Announced to screen readers when results arrive; {count} stands for their number, in the plural forms of the language, e.g. {"one": "{count} result", "other": "{count} results"}.
 */
export interface PluralText {
  /**
   * The text for the "zero" plural category.
   */
  zero?: string;
  /**
   * The text for the "one" plural category.
   */
  one?: string;
  /**
   * The text for the "two" plural category.
   */
  two?: string;
  /**
   * The text for the "few" plural category.
   */
  few?: string;
  /**
   * The text for the "many" plural category.
   */
  many?: string;
  /**
   * The text for the "other" plural category.
   */
  other?: string;
}
/**
 * How many documents the filter shows; {shown} and {total} stand for the numbers, in the plural forms of {total}, e.g. {"one": "{shown} of {total} download", "other": "{shown} of {total} downloads"}.
 */
export interface PluralText1 {
  /**
   * The text for the "zero" plural category.
   */
  zero?: string;
  /**
   * The text for the "one" plural category.
   */
  one?: string;
  /**
   * The text for the "two" plural category.
   */
  two?: string;
  /**
   * The text for the "few" plural category.
   */
  few?: string;
  /**
   * The text for the "many" plural category.
   */
  many?: string;
  /**
   * The text for the "other" plural category.
   */
  other?: string;
}
/**
 * The SHA-256 of content/site.json's bytes when this was translated. content:check warns when site.json has changed since (the translation is stale) or when this is absent; `npm run content:translations -- --stamp <file>` writes it.
 */
export interface TranslationOf {
  /**
   * Hex SHA-256 of the original file's bytes.
   */
  sha256: string;
}
/**
 * This interface was referenced by `SiteTranslation`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image1 {
  /**
   * Path under content/images, e.g. logos/manufacturer.svg.
   */
  src?: string;
  /**
   * Text alternative; empty for a decorative image.
   */
  alt?: string;
}
/**
 * This interface was referenced by `SiteTranslation`'s JSON-Schema
 * via the `definition` "pluralText".
 */
export interface PluralText2 {
  /**
   * The text for the "zero" plural category.
   */
  zero?: string;
  /**
   * The text for the "one" plural category.
   */
  one?: string;
  /**
   * The text for the "two" plural category.
   */
  two?: string;
  /**
   * The text for the "few" plural category.
   */
  few?: string;
  /**
   * The text for the "many" plural category.
   */
  many?: string;
  /**
   * The text for the "other" plural category.
   */
  other?: string;
}
