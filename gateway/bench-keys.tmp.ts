import { generateSigningKeys, JWT_ISSUER } from '@tidings/service-kit/keys';
import { createSigner } from 'fast-jwt';
import { writeFileSync } from 'node:fs';
const k = generateSigningKeys();
writeFileSync('/tmp/gwbench/pub.pem', k.publicKey);
writeFileSync('/tmp/gwbench/token', createSigner({ key: k.privateKey, algorithm: 'EdDSA', iss: JWT_ISSUER, expiresIn: 3600_000 })({ sub: 'u1', username: 'ada' }));
