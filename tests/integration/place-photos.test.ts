import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { backends, client, DEV_SERVICE_ROLE_KEY, signedUpClient } from "../support";

/** Photos of the offices and training rooms (issue 48 item 5, decision 1085): RLS, column grants, checks. */
describe.each(backends())("place photos on $name", ({ url }) => {
  const service = () => client(url, DEV_SERVICE_ROLE_KEY);
  const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // A place of this run alone (letters only, as the table's check wants), so parallel runs never meet.
  const place = (kind: "bureau" | "salle") =>
    `${kind}-essai-${Array.from({ length: 8 }, () => "abcdefghij"[Math.floor(Math.random() * 10)]).join("")}`;

  async function userWithRole(role: "editor" | "trainer" | "client") {
    const user = await signedUpClient(url, "Rédactrice Lieux");
    if (role !== "client") {
      const { error } = await service().rpc("set_user_role", { target_user: user.user.id, new_role: role });
      expect(error).toBeNull();
    }
    return user;
  }

  /** An image the content-image function has processed, as the back office uploads one. */
  async function processedImage(editor: Awaited<ReturnType<typeof userWithRole>>, alt: string) {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2f8f83" } })
      .png()
      .toBuffer();
    const name = `originals/${unique("lieu")}.png`;
    const upload = await editor.supabase.storage.from("content-images").upload(name, png, { contentType: "image/png" });
    expect(upload.error).toBeNull();
    const { data } = await editor.supabase.functions.invoke("content-image", { body: { object: name, alt } });
    return (data as { id: string }).id;
  }

  it("an editor sets, replaces and removes a room's photo; everyone reads it, not who changed it", async () => {
    const editor = await userWithRole("editor");
    const [first, second] = [await processedImage(editor, "Salle"), await processedImage(editor, "Salle en U")];
    const room = place("salle");
    const set = await editor.supabase
      .from("place_photos")
      .upsert({ place: room, image: first, image_alt: "Notre salle de formation d'Abidjan" })
      .select("place, image");
    expect(set.error).toBeNull();
    expect(set.data).toEqual([{ place: room, image: first }]);
    const signed = await service().from("place_photos").select("updated_by").eq("place", room).single();
    expect(signed.data?.updated_by).toBe(editor.user.id);

    const read = await client(url)
      .from("place_photos")
      .select("place, image_alt, content_images(width, height)")
      .eq("place", room)
      .single();
    expect(read.data).toEqual({
      place: room,
      image_alt: "Notre salle de formation d'Abidjan",
      content_images: { width: 640, height: 480 },
    });
    expect((await client(url).from("place_photos").select("updated_by").eq("place", room)).error?.code).toBe("42501");

    const replaced = await editor.supabase
      .from("place_photos")
      .upsert({ place: room, image: second, image_alt: "Tables en U et écran" })
      .select("image");
    expect(replaced.data).toEqual([{ image: second }]);
    const removed = await editor.supabase.from("place_photos").delete().eq("place", room).select("place");
    expect(removed.data).toEqual([{ place: room }]);
    expect((await client(url).from("place_photos").select("place").eq("place", room)).data).toEqual([]);
  });

  it("the key and the alt text are checked; learners, trainers and visitors write nothing", async () => {
    const editor = await userWithRole("editor");
    const image = await processedImage(editor, "Bureau");
    for (const bad of ["Bureau-Montréal", "cuisine-dakar", "bureau-", "bureau-dakar2"]) {
      const refused = await editor.supabase.from("place_photos").insert({ place: bad, image, image_alt: "Bureau" });
      expect(refused.error?.code, bad).toBe("23514");
    }
    const office = place("bureau");
    expect(
      (await editor.supabase.from("place_photos").insert({ place: office, image, image_alt: "  " })).error?.code,
    ).toBe("23514");
    const unknownImage = await editor.supabase
      .from("place_photos")
      .insert({ place: office, image: "0".repeat(24), image_alt: "Bureau" });
    expect(unknownImage.error?.code).toBe("23503");

    expect(
      (await editor.supabase.from("place_photos").insert({ place: office, image, image_alt: "Nos bureaux" })).error,
    ).toBeNull();
    for (const role of ["client", "trainer"] as const) {
      const other = await userWithRole(role);
      const insert = await other.supabase
        .from("place_photos")
        .insert({ place: place("salle"), image, image_alt: "Non" });
      expect(insert.error?.code).toBe("42501");
      const update = await other.supabase
        .from("place_photos")
        .update({ image_alt: "Changé" })
        .eq("place", office)
        .select("place");
      expect(update.data).toEqual([]);
      const remove = await other.supabase.from("place_photos").delete().eq("place", office).select("place");
      expect(remove.data).toEqual([]);
    }
    const anonymous = await client(url)
      .from("place_photos")
      .insert({ place: place("salle"), image, image_alt: "x" });
    expect(anonymous.error?.code).toBe("42501");
    // The key is the row's identity: an editor changes the photo of a place, never which place a row is.
    const moved = await editor.supabase
      .from("place_photos")
      .update({ place: place("bureau") })
      .eq("place", office);
    expect(moved.error?.code).toBe("42501");
    const still = await client(url).from("place_photos").select("image_alt").eq("place", office).single();
    expect(still.data?.image_alt).toBe("Nos bureaux");
    await editor.supabase.from("place_photos").delete().eq("place", office);
  });
});
