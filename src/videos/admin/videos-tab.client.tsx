"use client";
import { Trash2 } from "lucide-react";
import { VideoFrame } from "@/blocks/components/video-frame";
import { useMessages } from "@/i18n/locale-context.client";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { AddVideoDialog } from "./add-video-dialog.client";
import type { ManagedVideo, VideoOps } from "./types";

/** The project form's videos tab (spec §2): the list with its badges and players, and the add dialog. */
export function VideosTab({ videos, ops }: { videos: ManagedVideo[]; ops: VideoOps }) {
  const m = useMessages("mediaAdmin");
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{m.videosTitle}</CardTitle>
          <CardDescription>{m.videosDescription}</CardDescription>
        </div>
        <AddVideoDialog ops={ops} />
      </CardHeader>
      <CardContent>
        {videos.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noVideos}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {videos.map((video, i) => {
              const name = video.title || m.untitledVideo(i + 1);
              return (
                <li key={video.id} className="space-y-2 rounded-lg border p-3" aria-label={name} data-video-url={video.url}>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{m.videoTypes[video.type]}</Badge>
                    {video.muted && <Badge variant="outline">{m.mutedBadge}</Badge>}
                    <ConfirmDialog
                      title={m.deleteVideoTitle}
                      confirmLabel={m.confirmDelete}
                      cancelLabel={m.cancel}
                      onConfirm={() => ops.remove(video).then(() => undefined)}
                      trigger={
                        <Button
                          type="button"
                          variant="outline"
                          size="icon"
                          className="ml-auto text-destructive"
                          aria-label={`${m.deleteVideo}: ${name}`}
                          title={m.deleteVideo}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      }
                    />
                  </div>
                  <VideoFrame url={video.url} type={video.type} title={name} muted={video.muted} />
                  {video.title && <p className="font-medium">{video.title}</p>}
                  {video.description && <p className="whitespace-pre-line text-sm text-muted-foreground">{video.description}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
