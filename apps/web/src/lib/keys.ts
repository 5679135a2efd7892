/** The keys of the queries shared code owns: the signed-in user's profile, the sign-in methods and the master data. */
export const profileKeys = {
  one: (id: number) => ['profile', id] as const,
};

export const authProviderKeys = { all: ['auth-providers'] as const };

export const masterDataKeys = {
  address: ['address-data'] as const,
  districtsAroundBangkok: ['district-around-bangkok'] as const,
  train: ['train-data'] as const,
  estate: ['estate-master'] as const,
};
