/* eslint-disable @next/next/no-img-element -- avatars are arbitrary user-supplied https links */
export function initials(fullName: string, userName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? userName).slice(0, 2);
  return letters.toUpperCase();
}

export function UserAvatar({
  fullName,
  userName,
  avatar,
  size = 32,
}: {
  fullName: string;
  userName: string;
  avatar: string;
  size?: number;
}) {
  if (avatar) {
    return (
      <img src={avatar} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />
    );
  }
  return (
    <span
      aria-hidden
      className="inline-flex items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
      style={{ width: size, height: size }}
    >
      {initials(fullName, userName)}
    </span>
  );
}
