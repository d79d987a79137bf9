/** Every user-facing toast string of docs/behaviour.md §8, in one place. */
export const MESSAGES = {
  loginRequired: "Please login to continue",
  loggedOut: "Logged out successfully",
  serverError: "Server error occurred",
  networkError: "Network error",
  connectionRemoved: "Connection removed successfully",
  connectionRemovalFailed: "Connection removal failed",
  connectionAdded: "Connection added successfully",
  connectionAdditionFailed: "Connection addition failed",
  favoriteAdded: "Added new contest to favourites",
  favoriteAdditionFailed: "Addition to favourites failed",
  favoriteRemoved: "Removed from favourites",
  favoriteRemovalFailed: "Removal from favourites failed",
  problemAdded: "Problem added successfully",
  problemAdditionFailed: "Problem addition failed",
  problemRemoved: "Problem removed successfully",
  problemRemovalFailed: "Problem removal failed",
  noteCreated: "Note created successfully",
  noteCreationFailed: "Note creation failed",
  noteEdited: "Note edited successfully",
  noteEditingFailed: "Note editing failed",
  noteRemoved: "Note removed successfully",
  noteRemovalFailed: "Note removal failed",
  invalidContestName: "Please enter valid name of contest",
  invalidContestUrl: "Please enter valid url of contest",
  // Beyond docs/behaviour.md §8: the profile form's own outcome.
  profileUpdated: "Profile updated",
  profileUpdateFailed: "Profile update failed",
  // Beyond docs/behaviour.md §8: platform handles and their sync.
  handlesUpdated: "Handles updated",
  handlesUpdateFailed: "Handles update failed",
  syncStarted: "Sync started",
  syncFailed: "Sync could not start",
  // Beyond docs/behaviour.md §8: spaced re-solving of Tricky Problems.
  reviewSaved: "Review saved",
  reviewFailed: "Review could not be saved",
  reviewSettingsSaved: "Review settings saved",
  reviewSettingsFailed: "Review settings could not be saved",
  offerDismissFailed: "The offer could not be dismissed",
  // Beyond docs/behaviour.md §8: virtual contests.
  invitationAccepted: "Invitation accepted",
  invitationDeclined: "Invitation declined",
  invitationAnswerFailed: "Your answer could not be saved",
  contestProblemsSaved: "Added to Tricky Problems",
  contestProblemsSaveFailed: "Problems could not be added",
} as const;

export type MessageKey = keyof typeof MESSAGES;
