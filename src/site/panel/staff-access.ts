/**
 * Who a back-office request comes from. In production Cloudflare Access stands in front of
 * /panel/* (README "Back office") and sends each request with the signed-in identity's JWT in
 * `Cf-Access-Jwt-Assertion`. The Worker trusts it only after checking it itself: the signature
 * against the team domain's public keys (JWKS at /cdn-cgi/access/certs, fetched and cached by
 * jose), the issuer (the team domain), the audience (the Access application's AUD tag) and the
 * expiry, which must be present (Access always sets it; jose alone checks it only when there). The e-mail it carries is then mapped to a staff row by the shop API.
 *
 * Under `npm run dev` (ENVIRONMENT "development", this machine only) a development sign-in sets a
 * cookie naming a staff e-mail instead; in any other environment that cookie means nothing.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";

export const ACCESS_JWT_HEADER = "Cf-Access-Jwt-Assertion";

export interface AccessConfig {
  /** "<team>.cloudflareaccess.com" (ACCESS_TEAM_DOMAIN); empty: Access is not set up. */
  teamDomain: string;
  /** The Access application's Application Audience (AUD) tag (ACCESS_AUD). */
  audience: string;
}

/** One remote key set per team domain and isolate: jose caches the keys and refetches on a new key id. */
const keySets = new Map<string, JWTVerifyGetKey>();

function teamOrigin(teamDomain: string): string {
  return `https://${teamDomain.replace(/^https?:\/\//, "").replace(/\/+$/, "")}`;
}

function keySetOf(teamDomain: string): JWTVerifyGetKey {
  const origin = teamOrigin(teamDomain);
  let keySet = keySets.get(origin);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL("/cdn-cgi/access/certs", origin), { timeoutDuration: 5000 });
    keySets.set(origin, keySet);
  }
  return keySet;
}

/**
 * The e-mail an Access JWT proves (lower-cased), or null for a token that is missing, malformed,
 * signed by another key, for another application or team, expired or without an expiry; null
 * too when Access is not configured. Never throws: a refusal is a refusal.
 */
export async function verifyAccessToken(token: string | undefined, config: AccessConfig): Promise<string | null> {
  if (!token || !config.teamDomain || !config.audience) return null;
  try {
    const { payload } = await jwtVerify(token, keySetOf(config.teamDomain), {
      issuer: teamOrigin(config.teamDomain),
      audience: config.audience,
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
    });
    return typeof payload.email === "string" && payload.email.includes("@") ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}
