// The Laravel cases intake does not agree with yet, and why (docs/validator.md "Peer suites").
// A case listed here runs as a todo; one that starts agreeing must be removed from the list.
export const laravelKnownFailures: Readonly<Record<string, string>> = {
  'testValidateEmptyStringsAlwaysPasses #1': 'Laravel passes, intake fails',
  'testValidateEmptyStringsAlwaysPasses #2': 'Laravel passes, intake fails',
  'testValidateEmptyStringsAlwaysPasses #3': 'Laravel passes, intake fails',
  'testValidateEmptyStringsAlwaysPasses #4': 'Laravel passes, intake fails',
  'testEmptyExistingAttributesAreValidated #1': 'Laravel passes, intake fails',
  'testValidateInArray #4': 'Laravel passes, intake fails',
  'testValidateBoolean #1': 'Laravel fails, intake passes',
  'testValidateBoolean #2': 'Laravel fails, intake passes',
  'testValidateBoolean #3': 'Laravel fails, intake passes',
  'testValidateBoolean #4': 'Laravel fails, intake passes',
  'testValidateBool #1': 'Laravel fails, intake passes',
  'testValidateBool #2': 'Laravel fails, intake passes',
  'testValidateBool #3': 'Laravel fails, intake passes',
  'testValidateBool #4': 'Laravel fails, intake passes',
  'testValidateBoolStrict #4': 'Laravel fails, intake passes',
  'testValidateActiveUrlWithFakedDnsLookups #1': 'not built yet: rule "active_url"',
  'testValidateActiveUrlWithFakedDnsLookups #2': 'not built yet: rule "active_url"',
  'testValidateActiveUrlWithFakedDnsLookups #3': 'not built yet: rule "active_url"',
  'testValidateActiveUrlWithFakedDnsLookups #4': 'not built yet: rule "active_url"',
  'testValidateActiveUrlWithFakedDnsLookups #5': 'not built yet: rule "active_url"',
  'testValidateEmailWithDnsCheckWithFakedDnsLookups #1':
    'threw Invalid parameters for validation rule "email" on field "x": "dns" is not a supported mode (rfc, strict, filter or filter_unicode).',
  'testValidateEmailWithDnsCheckWithFakedDnsLookups #2':
    'threw Invalid parameters for validation rule "email" on field "x": "dns" is not a supported mode (rfc, strict, filter or filter_unicode).',
  'testValidateEmailWithDnsCheckWithFakedDnsLookups #3':
    'threw Invalid parameters for validation rule "email" on field "x": "dns" is not a supported mode (rfc, strict, filter or filter_unicode).',
  'testValidateEmailWithDnsCheckWithFakedDnsLookups #4':
    'threw Invalid parameters for validation rule "email" on field "x": "dns" is not a supported mode (rfc, strict, filter or filter_unicode).',
  'testValidateEmailWithDnsCheckWithFakedDnsLookups #5':
    'threw Invalid parameters for validation rule "email" on field "x": "dns" is not a supported mode (rfc, strict, filter or filter_unicode).',
  'testValidateTimezone #6': 'Laravel fails, intake passes',
  'testValidateTimezoneWithEuropeOption #6': 'Laravel fails, intake passes',
  'testValidateTimezoneWithAllOption #7': 'Laravel fails, intake passes',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #1':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,IN" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #2':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,CA" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #3':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,GB" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #4':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,NA" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #5':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,UA" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #6':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,UA" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #7':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,ua" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #8':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,GB" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #9':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,GB" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #10':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,GB" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateTimezoneWithPerCountryOptionWithoutSpecifyingCountry #11':
    'threw Invalid parameters for validation rule "timezone" on field "foo": "Per_country,GB" is not a supported zone group (all, all_with_bc or an area).',
  'testValidateDateAndFormat #2': 'Laravel passes, intake fails',
  'testValidateDateAndFormat #15': 'Laravel passes, intake fails',
  'testValidateDateAndFormat #16': 'Laravel passes, intake fails',
  'testValidateDateAndFormat #21': 'Laravel passes, intake fails',
  'testValidateDateAndFormat #22': 'Laravel passes, intake fails',
  'testDateEqualsRespectsCarbonTestNowWhenParameterIsRelative #1': 'Laravel passes, intake fails',
  'testDateEqualsRespectsCarbonTestNowWhenParameterIsRelative #2': 'Laravel passes, intake fails',
  'testDateEqualsRespectsCarbonTestNowWhenParameterIsRelative #5': 'Laravel passes, intake fails',
  'testBeforeAndAfter #17': 'Laravel passes, intake fails',
  'testBeforeAndAfter #22': 'Laravel passes, intake fails',
  'testBeforeAndAfter #23': 'Laravel passes, intake fails',
};
