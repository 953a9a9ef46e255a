/**
 * True while a sign-out re-runs the current page's guards: a page that needs a user then sends the visitor to the
 * home page (§4), not to the login page as an anonymous visit would. Browser-only state (the server never signs
 * anyone out), set by `runGuardsAfterSignOut`. Here, beside the session, because both the sign-out (shell, account
 * menu) and the route guards (features/auth) read it.
 */
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

/** Re-checks the current page's guards once the user is gone (`revalidate` re-runs them: router.invalidate). */
export async function runGuardsAfterSignOut(revalidate: () => Promise<unknown>): Promise<void> {
  signingOut = true;
  try {
    await revalidate();
  } finally {
    signingOut = false;
  }
}
