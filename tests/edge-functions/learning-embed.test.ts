import { describe, expect, it } from "vitest";
import { canonicalEmbedUrl } from "../../supabase/functions/learning-lesson/learning-embed.ts";

describe("canonicalEmbedUrl", () => {
  it("stores YouTube's privacy-enhanced player, whatever address is pasted", () => {
    for (const pasted of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ])
      expect(canonicalEmbedUrl(pasted)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("stores Vimeo's player", () => {
    expect(canonicalEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(canonicalEmbedUrl("https://player.vimeo.com/video/76979871?h=1")).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("refuses any other provider, plain http and malformed ids", () => {
    for (const pasted of [
      "https://evil.example.com/embed/dQw4w9WgXcQ",
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=<script>",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "javascript:alert(1)",
      "pas une adresse",
    ])
      expect(canonicalEmbedUrl(pasted)).toBeNull();
  });
});
