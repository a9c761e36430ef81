export function AnnouncementBar({text}: {text: string}) {
  return (
    <p className="bg-announcement px-4 py-2 text-center text-sm font-medium text-announcement-foreground">
      {text}
    </p>
  );
}
