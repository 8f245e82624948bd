// The per-pass inputs a multi-pass front end hands every pass: the video, texture and output sizes, the
// frame counter, the original frame and the previous pass. Shared by several retro/ programs.
#ifndef RETRO_STRUCTS_H
#define RETRO_STRUCTS_H

struct input
{
  float2 video_size;
  float2 texture_size;
  float2 output_size;
  float  frame_count;
  float  frame_direction;
  float  frame_rotation;
};

struct orig
{
  float2 tex_coord;
  float2 video_size;
  float2 texture_size;
  uniform sampler2D texture;
};

struct prev
{
  float2 tex_coord;
  uniform sampler2D texture;
};

struct out_vertex
{
  float4 position : POSITION;
  float4 color    : COLOR;
  float2 texCoord : TEXCOORD0;
};

#endif
