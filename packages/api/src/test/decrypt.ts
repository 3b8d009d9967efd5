import { createDecipheriv } from "node:crypto";

// The backend's side of the wire contract, written with node:crypto rather than Web Crypto.
export function decryptOrder(body: { encryptedData: string; iv: string }, key: string): unknown {
  const keyBytes = Buffer.from(key, "utf8");
  const decipher = createDecipheriv(
    `aes-${keyBytes.length * 8}-cbc`,
    keyBytes,
    Buffer.from(body.iv, "hex"),
  );
  const plaintext = Buffer.concat([
    decipher.update(Buffer.from(body.encryptedData, "base64")),
    decipher.final(),
  ]);
  return JSON.parse(plaintext.toString("utf8"));
}
