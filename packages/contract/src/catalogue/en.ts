import { resourceEntries } from './resource-sentences';

/**
 * Showroom's sentences in English, by stable key: the source of the keys and of each
 * sentence's `{name}` parameters (their types come from these literals). `ar.json` words
 * every key in Arabic, whole sentences written for Arabic, never assembled from parts. Each
 * CRUD resource's own sentences are its facts' (`resources/`), in both languages.
 */
const shared = {
  // The envelope's own messages.
  'success.ok': 'OK',
  'success.resetSent': 'If the account exists, a reset link is on its way',
  'success.queryReceived': 'Thank you, we will get back to you soon',
  'errors.internal': 'Something went wrong on our side',
  'errors.validation': 'Some fields are not valid',
  'errors.routeNotFound': 'Route not found',
  'errors.methodNotAllowed': 'This path does not take {method}; it takes {allowed}',
  'errors.badRequest': 'The request is not valid',
  'errors.invalidJson': 'The request body is not valid JSON',
  'errors.emptyJson': 'The request body is empty but its content type is JSON',
  'errors.contentLength': 'The Content-Length header does not match the body',
  'errors.contentType': 'The Content-Type header is not valid',
  'errors.bodyTooLarge': 'The request body is too large',
  'errors.mediaType': 'This content type is not supported here',
  'errors.badUrl': 'The URL is not valid',
  'errors.urlTooLong': 'The URL is too long',
  'errors.fileTooLarge': 'The file is too large',
  'errors.oneFile': 'Send one file at a time',
  'errors.tooManyFields': 'The form has too many fields',
  'errors.tooManyParts': 'The form has too many parts',
  'errors.notMultipart': 'The request must be multipart/form-data',
  'errors.badForm': 'The form data is not valid',
  'errors.unavailable': 'The service is briefly unavailable, try again in a moment',
  'errors.notReady': 'Not ready: {checks} down',
  'errors.shuttingDown': 'Shutting down: send new requests elsewhere',
  'errors.rateLimited': 'Too many attempts, try again later',
  'errors.streamsPerSession':
    'This session already has {limit} live connections open; close a tab and try again',
  'errors.streamsPerAccount':
    'This account already has {limit} live connections open; close a tab or sign out elsewhere and try again',
  'errors.headersTooLarge': 'The request headers are too large',
  'errors.requestTimeout': 'The request took too long to arrive',
  'errors.unreadable': 'The request could not be read',
  'errors.staleVersion': 'Someone else changed this record; reload it and try again',
  'errors.invalidTransition':
    'This record cannot go from {from} to {to}; allowed from {from}: {allowed}',
  'errors.duplicate': 'A record with these values already exists',
  'errors.missingReference': 'Refers to a record that does not exist',

  // Sessions and permissions.
  'auth.signIn': 'Sign in to continue',
  'auth.expired': 'Your session has expired, sign in again',
  'auth.ended': 'Your session has ended, sign in again',
  'auth.invalid': 'Your session is not valid, sign in again',
  'auth.blocked': 'This account is blocked',
  'auth.credentials': 'Invalid email or password',
  'auth.exists': 'User already exists!',
  'auth.resetLink': 'This reset link is invalid or has expired',
  'auth.uploadDenied': 'You do not have permission to upload files',
  'auth.liveDenied': 'Your account has no access yet, so there is nothing to follow live',
  'auth.metricsToken': 'Metrics are read with the metrics token as a bearer token',
  'auth.denied.read': 'You do not have permission to view {resource}',
  'auth.denied.create': 'You do not have permission to create {resource}',
  'auth.denied.update': 'You do not have permission to change {resource}',
  'auth.denied.delete': 'You do not have permission to delete {resource}',
  'sessions.notFound': 'This session has already ended',
  'sessions.onlySa': "Only a super admin may see or end another person's sessions",

  // Second factors: authenticator apps and recovery codes.
  'secondFactors.codeFormat': 'Enter the 6-digit code your authenticator app shows',
  'secondFactors.recoveryCodeFormat': 'Enter a recovery code like ABCD-EFGH-JKLM',
  'secondFactors.codeOrRecovery':
    'Enter a code from your authenticator app or a recovery code, or use a passkey',
  'secondFactors.wrongCode':
    'This code is not right, or it has been used already: enter the next one your app shows',
  'secondFactors.wrongRecoveryCode': 'This recovery code is not right, or it has been used already',
  'secondFactors.ticket': 'This sign-in has expired; sign in again',
  'secondFactors.enrolled': 'An authenticator app is already set up on this account',
  'secondFactors.noSetup': 'Start setting up the authenticator app first',
  'secondFactors.resetSaOnly': 'Only a super admin can reset a person’s second factors',
  'secondFactors.resetStaffOnly': 'Only staff accounts have second factors',

  // Passkeys and security keys (WebAuthn).
  'passkeys.encoding': 'Must be base64url text',
  'passkeys.notPasskey': 'Must be a public-key credential',
  'passkeys.challenge': 'This passkey request has expired or was already used: try again',
  'passkeys.refused': 'This passkey could not be verified: try again',
  'passkeys.unknown': 'This passkey is not registered with Showroom, or it was removed',
  'passkeys.notYours': 'This passkey belongs to another account',
  'passkeys.taken': 'This passkey is already registered',
  'passkeys.tooMany': 'An account can keep at most {max} passkeys: remove one first',

  // The permission matrix's resources, as the denial sentences name them.
  'resources.pages': 'pages',
  'resources.statistics': 'statistics',
  'resources.audit': 'audit',
  'resources.views': 'views shared with others',

  // Statuses, as the transition sentences name them.
  'status.pending': 'pending',
  'status.published': 'published',
  'status.rejected': 'rejected',
  'status.sold': 'sold',
  'status.archived': 'archived',
  'status.active': 'active',
  'status.paused': 'paused',
  'status.expired': 'expired',
  'status.blocked': 'blocked',
  'status.new': 'new',
  'status.in_progress': 'in_progress',
  'status.resolved': 'resolved',
  'status.accepted': 'accepted',
  'status.cancelled': 'cancelled',
  'status.none': 'none',

  // Records: each its own whole sentences (Arabic agrees in gender).
  'records.user.cannotMove': 'A user cannot go from {from} to {to}; allowed from {from}: {allowed}',
  'records.query.cannotMove':
    'A query cannot go from {from} to {to}; allowed from {from}: {allowed}',
  'records.offer.cannotMove':
    'An offer cannot go from {from} to {to}; allowed from {from}: {allowed}',
  'records.car.cannotMove': 'A car cannot go from {from} to {to}; allowed from {from}: {allowed}',
  'records.contactDetails.notFound': 'Contact details not found',
  'records.contactDetails.notInTrash': 'Contact details is not in the trash',
  'records.subscription.cannotMove':
    'A subscription cannot go from {from} to {to}; allowed from {from}: {allowed}',
  'records.page.notFound': 'Page not found',
  'records.page.notInTrash': 'Page is not in the trash',
  'records.view.notFound': 'Saved view not found',
  'records.view.notInTrash': 'Saved view is not in the trash',
  'views.shareDenied': 'You do not have permission to share views with others',
  'views.editDenied':
    'Only its owner, or someone who may change shared views, can change this view',
  'views.deleteDenied':
    'Only its owner, or someone who may delete shared views, can delete this view',
  'views.otherList': 'This view belongs to another list',
  'views.role': 'Choose a role that exists',
  'views.nameTaken': 'There is already a view named “{name}” on this list: choose another name',
  'views.nameTakenByOthers':
    'Someone this view is shared with already has a view named “{name}” on this list: choose another name',
  'views.ownerless': 'A view Showroom comes with has no owner to keep it: it stays shared',
  'views.restoreDenied':
    'Only its owner, or someone who may delete shared views, can bring this view back',
  'records.passkey.notFound': 'Passkey not found',
  'records.passkey.notInTrash': 'Passkey is not in the trash',
  'records.ad.cannotMove': 'An ad cannot go from {from} to {to}; allowed from {from}: {allowed}',

  // Setting fields on many records at once (ADR 055).
  'bulkEdit.nothingToSet': 'Choose at least one field to set',
  'bulkEdit.nothingSelected': 'Select at least one record',
  'bulkEdit.tooMany': 'Select at most {max} records at once',
  'bulkEdit.oneSelection': 'Give the records as one of: ids, records or filter',

  // Field checks shared by every form.
  'validation.required': 'Required',
  'validation.invalid': 'Is not valid',
  'validation.unknownField': 'Unknown field',
  'validation.once': 'Give this only once',
  'validation.nul': 'Must not contain a NUL character',
  'validation.surrogate': 'Must not contain a lone UTF-16 surrogate (half of a character)',
  'validation.number': 'Must be a number',
  'validation.wholeNumber': 'Must be a whole number',
  'validation.minorUnits': 'Must be a whole number of minor units (fils, cents)',
  'validation.boolean': 'Must be true or false',
  'validation.text': 'Must be text',
  'validation.list': 'Must be a list',
  'validation.positiveId': 'Must be a positive id',
  'validation.tooLarge': 'Is too large',
  'validation.idList': 'Must be at most {max} positive ids separated by commas',
  'validation.atLeast': 'Must be {min} or more',
  'validation.atLeastN': 'Must be at least {min}',
  'validation.greaterThan': 'Must be more than {min}',
  'validation.atMost': 'Must be at most {max}',
  'validation.minLength': 'Must be at least {min} characters',
  'validation.maxLength': 'Must be at most {max} characters',
  'validation.minItems': 'Must have at least {min} items',
  'validation.maxItems': 'Must have at most {max} items',
  'validation.oneOf': 'Must be one of: {values}',
  'validation.sortDirection': 'Must be ASC or DESC',
  'validation.email': 'Must be a valid email address',
  'validation.dateTime': 'Must be a date-time with a time zone',
  'validation.dateTimeExample': 'Must be a date and time like {example}',
  'validation.dateTimeRange': 'Must be from {from} to {to}',
  'validation.relativeTime': 'Must be a time from now like -48h or +7d',
  'validation.format': 'Is not in the expected format',
  'validation.arabic': 'Must be written in Arabic',
  'validation.fileUrl': 'Must be an uploaded file or an http(s) URL',
  'validation.linkUrl': 'Must be an http(s) URL or a path in the app starting with /',
  'validation.socialLink': 'Must be an https link to {network} ({hosts})',
  'validation.version': 'The record version is required',
  'validation.phone': 'Must be an international number like +971501234567',
  'validation.username': 'Use letters, digits, dots, dashes and underscores only',
  'validation.sessionId': 'Must be the id of a session from the list of sessions',
  'validation.countryCode': 'Must be an ISO 3166-1 alpha-2 country code, like AE',
  'validation.currencyCode': 'Must be an ISO 4217 currency code, like AED',
  'validation.colorHex': 'Must be a colour like #1A2B3C',
  'validation.afterStart': 'Must be after the start',
  'validation.beforeEnd': 'Must be before the end',
  'validation.notBeforeRangeStart': 'Must not be before the start of the range',
  'validation.inFuture': 'Must be in the future',
  'validation.someText': 'Must contain some text',
  'validation.imageList': 'Must be a list of image URLs',
  'validation.maxImages': 'At most {max} images',
  'validation.sameImage': 'The same image is listed twice',
  'validation.carYearLatest': 'Must be {max} or earlier',
  'validation.carYear': 'Must be {min} or later',
  'validation.yearRange': 'Must not be before yearFrom',
  'validation.priceRange': 'Must not be below priceFrom',

  // Passwords: the policy's refusal and the strength meter (zxcvbn-ts's feedback, by its keys).
  'password.weak': 'This password is too easy to guess.',
  'password.show': 'Show the password',
  'password.hide': 'Hide the password',
  'password.strength.0': 'Very weak',
  'password.strength.1': 'Weak',
  'password.strength.2': 'Fair',
  'password.strength.3': 'Strong',
  'password.strength.4': 'Very strong',
  'password.strengthLabel': 'Password strength: {level}',
  'password.warning.straightRow': 'Straight rows of keys on your keyboard are easy to guess.',
  'password.warning.keyPattern': 'Short keyboard patterns are easy to guess.',
  'password.warning.simpleRepeat': 'Repeated characters like "aaa" are easy to guess.',
  'password.warning.extendedRepeat':
    'Repeated character patterns like "abcabcabc" are easy to guess.',
  'password.warning.sequences': 'Common character sequences like "abc" are easy to guess.',
  'password.warning.recentYears': 'Recent years are easy to guess.',
  'password.warning.dates': 'Dates are easy to guess.',
  'password.warning.topTen': 'This is a heavily used password.',
  'password.warning.topHundred': 'This is a frequently used password.',
  'password.warning.common': 'This is a commonly used password.',
  'password.warning.similarToCommon': 'This is similar to a commonly used password.',
  'password.warning.wordByItself': 'Single words are easy to guess.',
  'password.warning.namesByThemselves': 'Single names or surnames are easy to guess.',
  'password.warning.commonNames': 'Common names and surnames are easy to guess.',
  'password.warning.userInputs':
    'It should not contain your name, email, username or the name of this site.',
  'password.warning.pwned': 'This password was exposed by a data breach on the Internet.',
  'password.suggestion.l33t': 'Avoid predictable letter substitutions like "@" for "a".',
  'password.suggestion.reverseWords': 'Avoid reversed spellings of common words.',
  'password.suggestion.allUppercase': 'Capitalize some, but not all letters.',
  'password.suggestion.capitalization': 'Capitalize more than the first letter.',
  'password.suggestion.dates': 'Avoid dates and years that are associated with you.',
  'password.suggestion.recentYears': 'Avoid recent years.',
  'password.suggestion.associatedYears': 'Avoid years that are associated with you.',
  'password.suggestion.sequences': 'Avoid common character sequences.',
  'password.suggestion.repeated': 'Avoid repeated words and characters.',
  'password.suggestion.longerKeyboardPattern':
    'Use longer keyboard patterns and change typing direction multiple times.',
  'password.suggestion.anotherWord': 'Add more words that are less common.',
  'password.suggestion.useWords': 'Use multiple words, but avoid common phrases.',
  'password.suggestion.noNeed':
    'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  'password.suggestion.pwned': 'If you use this password elsewhere, you should change it.',

  // One's own account (the account page).
  'account.wrongPassword': 'This is not your current password',
  'account.samePassword': 'Choose a password other than your current one',
  'account.recentPassword': 'You used this password recently: choose one you have not used before',
  'account.notStaff': 'Only a staff account has an account page',

  // Users and roles.

  // Catalogue records.
  'metaLists.capacityTaken': 'This engine capacity is already in the list',
  'metaLists.cylindersTaken': 'This cylinder count is already in the list',
  'refs.brand': 'This brand does not exist',
  'refs.category': 'This category does not exist',
  'refs.color': 'This color does not exist',
  'refs.country': 'This country does not exist',
  'refs.car': 'This car does not exist',
  'refs.package': 'This package does not exist',
  'refs.subscription': 'This subscription does not exist',

  // Marketplace.

  // Contact, notifications, pages, uploads.
  'uploads.attach': 'Attach the image in the field "file"',
  'uploads.damaged': 'The image is damaged or cannot be read',
  'uploads.types': 'Only JPEG, PNG, WebP and AVIF images are accepted',
  'uploads.tooManyPixels': 'The image is too large: at most {megapixels} megapixels',
  'uploads.busy': 'Many images are being processed, try again in a moment',

  // CSV import (ADR 056, 062).
  'imports.attach': 'Attach the CSV file in the field "file"',
  'imports.empty': 'The file is empty: its first line must name the columns',
  'imports.notText': 'This file is not a CSV text file: save it as CSV (UTF-8) and send it again',
  'imports.unreadable': 'The file cannot be read as CSV near row {row}',
  'imports.jobNotFound': 'This import is no longer kept',
  'imports.columnCount': 'The file has {count} columns; the mapping names {mapped}',
  'imports.tooManyColumns': 'The file has {count} columns; an import takes at most {max}',
  'imports.unknownTarget': 'A column cannot fill "{target}" here',
  'imports.targetTwice': 'Two columns fill "{target}"',
  'imports.unknownName': 'Nothing is named "{name}"',
  'imports.ambiguousName': '"{name}" names more than one record; give its ID instead',
  'imports.unknownEmail': 'No account has the email "{email}"',
  'imports.sameKey': 'Row {row} has the same key; a record is imported once',
  'imports.createOnly': 'A file sets this only on a new record; change it on the record itself',
  'imports.stopped': 'The import stopped: {reason}',
  'imports.serverStopped': 'The server running it stopped before it finished; start it again',

  // Staff notices (the bell), stored as tokens and rendered for the reader.
  'notices.cars.heading': 'Cars',
  // Kept for notices stored before cars were numbered in them.
  'notices.cars.pending': 'A new car waits for review',
  'notices.cars.pendingNumbered': 'Car No. {id} waits for review',
  'notices.queries.heading': 'Customer queries',
  'notices.queries.new': 'New query from {name}',
  'notices.system.heading': 'System',
  'notices.system.jobFailed': 'The job "{job}" failed',
} as const;

const en = { ...shared, ...resourceEntries('en') };

export default en;
