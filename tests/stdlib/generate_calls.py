#!/usr/bin/env python3
import subprocess, os
# Regenerates tests/stdlib/calls/<function>.cg from stdlib/intrinsics.def and the table CG below (the
# signatures of the functions written in stdlib/*.cg, in the same pattern language), and checks each file with
# cgc 3.1. Usage: tests/stdlib/generate_calls.py [function...]   (from the repository root)
import re
import sys
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KINDS=['float','half','fixed','int','uint','bool']
DEFAULTS={'T':['float','half','fixed'],'s':['0','1','2','3','4'],'n':['1','2','3','4'],'m':['1','2','3','4'],'k':['1','2','3','4']}
def parse_type(tok):
    # returns (base, rows, cols) with items possibly variables; or ('concrete', name)
    m=re.fullmatch(r'(T|float|half|fixed|int|uint|bool)([1-4snmk]?)(?:x([1-4nmk]))?',tok)
    if not m: return ('C',tok)
    base,a,b=m.groups()
    if b: return ('M',base,a,b)
    return ('V',base,a)
def expand(sigs):
    out=[]
    for pat in sigs.split(';'):
        pat=pat.strip()
        restr={}
        m=re.fullmatch(r'(.*?)\s*\[(.*)\]',pat)
        if m:
            pat=m.group(1)
            for r in m.group(2).split():
                v,vals=r.split('='); restr[v]=vals.split(',')
        m=re.fullmatch(r'(\w+)\((.*)\)',pat)
        ret=m.group(1); params=[p.strip() for p in m.group(2).split(',')] if m.group(2).strip() else []
        types=[(False,ret)]+[(p.startswith('out '),p[4:] if p.startswith('out ') else p) for p in params]
        vars_=[]
        for _,t in types:
            pt=parse_type(t)
            if pt[0]=='C': continue
            for x in pt[1:]:
                if x in DEFAULTS and x not in vars_: vars_.append(x)
        def rec(i,env):
            if i==len(vars_):
                def sub(t):
                    pt=parse_type(t)
                    if pt[0]=='C': return t
                    base=env.get(pt[1],pt[1])
                    if pt[0]=='V':
                        a=env.get(pt[2],pt[2]) if pt[2] else '0'
                        return base+('' if a=='0' else a)
                    return base+env.get(pt[2],pt[2])+'x'+env.get(pt[3],pt[3])
                out.append((sub(types[0][1]),[(o,sub(t)) for o,t in types[1:]]))
                return
            v=vars_[i]
            for val in restr.get(v,DEFAULTS[v]):
                env[v]=val; rec(i+1,env)
            del env[v]
        rec(0,{})
    return out
def read_def(path):
    txt=open(path).read()
    res=[]
    for m in re.finditer(r'^CGX_INTRINSIC\((\w+),\s*"(\w+)",\s*((?:"[^"]*"\s*)+)\)',txt,re.M):
        sig=''.join(re.findall(r'"([^"]*)"',m.group(3)))
        res.append((m.group(1),m.group(2),sig))
    return res
CG={ # functions written in stdlib/*.cg, in the same pattern language
 'lerp':'Ts(Ts, Ts, Ts); Tn(Tn, Tn, T)', 'clamp':'Ts(Ts, Ts, Ts); Tn(Tn, T, T)', 'saturate':'Ts(Ts)',
 'step':'Ts(Ts, Ts); Tn(T, Tn)', 'smoothstep':'Ts(Ts, Ts, Ts); Tn(T, T, Tn)',
 'radians':'Ts(Ts)','degrees':'Ts(Ts)','exp':'Ts(Ts)','log':'Ts(Ts)','log10':'Ts(Ts)','sinh':'Ts(Ts)','cosh':'Ts(Ts)','tanh':'Ts(Ts)',
 'frac':'Ts(Ts)','fmod':'Ts(Ts, Ts)','modf':'Ts(Ts, out Ts)','sign':'Ts(Ts); ints(ints)','sincos':'void(Ts, out Ts, out Ts)',
 'isfinite':'bools(Ts)','lit':'T4(T, T, T)','any':'bool(bools)','all':'bool(bools)',
 'length':'T(Ts)','distance':'T(Ts, Ts)','normalize':'Ts(Ts)','faceforward':'Ts(Ts, Ts, Ts)','cross':'T3(T3, T3)',
 'reflect':'floats(floats, floats) [s=0,2,3,4]; T3(T3, T3) [T=half,fixed]',
 'refract':'floats(floats, floats, float) [s=0,2,3,4]; T3(T3, T3, T) [T=half,fixed]',
 'fwidth':'Ts(Ts)','clip':'void(floats)'}
# The GLSL spellings of stdlib/glsl.cg, written to glsl_<name>.cg (atan's two-argument form beside the intrinsic).
REL='booln(floatn, floatn) [n=2,3,4]; booln(intn, intn) [n=2,3,4]; booln(uintn, uintn) [n=2,3,4]'
GLSL={
 'fract':'floats(floats) [s=0,2,3,4]','mod':'floats(floats, floats) [s=0,2,3,4]','inversesqrt':'floats(floats) [s=0,2,3,4]',
 'mix':'Ts(Ts, Ts, Ts); Ts(Ts, Ts, bool); Tn(Tn, Tn, T) [n=2,3,4]','atan':'Ts(Ts, Ts) [s=0,2,3,4]',
 'dFdx':'Ts(Ts) [s=0,2,3,4]','dFdy':'Ts(Ts) [s=0,2,3,4]',
 'lessThan':REL,'lessThanEqual':REL,'greaterThan':REL,'greaterThanEqual':REL,
 'equal':REL+'; booln(booln, booln) [n=2,3,4]','notEqual':REL+'; booln(booln, booln) [n=2,3,4]','not':'booln(booln) [n=2,3,4]',
 'matrixCompMult':'floatnxm(floatnxm, floatnxm) [n=2,3,4 m=2,3,4]','outerProduct':'floatnxm(floatn, floatm) [n=2,3,4 m=2,3,4]',
 'texture1DProj':'float4(sampler1D, float2); float4(sampler1D, float4); float4(sampler1D, float2, float); float4(sampler1D, float4, float)',
 'texture1DLod':'float4(sampler1D, float, float)',
 'texture1DProjLod':'float4(sampler1D, float2, float); float4(sampler1D, float4, float)',
 'texture2DProj':'float4(sampler2D, float3); float4(sampler2D, float4); float4(sampler2D, float3, float); float4(sampler2D, float4, float)',
 'texture2DLod':'float4(sampler2D, float2, float)',
 'texture2DProjLod':'float4(sampler2D, float3, float); float4(sampler2D, float4, float)',
 'texture3DProj':'float4(sampler3D, float4); float4(sampler3D, float4, float)','texture3DLod':'float4(sampler3D, float3, float)',
 'texture3DProjLod':'float4(sampler3D, float4, float)',
 'textureCube':'float4(samplerCUBE, float3); float4(samplerCUBE, float3, float)','textureCubeLod':'float4(samplerCUBE, float3, float)',
 'shadow1D':'float4(sampler1D, float3); float4(sampler1D, float3, float)',
 'shadow1DProj':'float4(sampler1D, float4); float4(sampler1D, float4, float)',
 'shadow1DLod':'float4(sampler1D, float3, float)','shadow1DProjLod':'float4(sampler1D, float4, float)',
 'shadow2D':'float4(sampler2D, float3); float4(sampler2D, float3, float)',
 'shadow2DProj':'float4(sampler2D, float4); float4(sampler2D, float4, float)',
 'shadow2DLod':'float4(sampler2D, float3, float)','shadow2DProjLod':'float4(sampler2D, float4, float)',
 'noise1':'float(floats) [s=0,2,3,4]','noise2':'float2(floats) [s=0,2,3,4]',
 'noise3':'float3(floats) [s=0,2,3,4]','noise4':'float4(floats) [s=0,2,3,4]'}
TEXPROF='gp4fp'
FRAG={'ddx','ddy','fwidth','clip'}
GP4={'floatToIntBits','floatToRawIntBits','intBitsToFloat','pack_2half','pack_2ushort','pack_4byte','pack_4ubyte','unpack_2half','unpack_2ushort','unpack_4byte','unpack_4ubyte'}
def profile(name):
    if name.startswith('tex') or name.startswith('shadow'): return TEXPROF
    if name in FRAG or name in ('dFdx','dFdy'): return 'glslf'
    if name in GP4: return 'gp4fp'
    return 'glslv'
def gen(name, sigs, prof, kind):
    lines=[f'// Calls every form of {name} ({kind}); cgc 3.1 accepts this file.',f'// cgx-profile: {prof}','']
    for i,(ret,params) in enumerate(sigs):
        decl=[]; args=[]; locs=[]
        for k,(o,t) in enumerate(params):
            if o: locs.append(f'{t} a{k};'); args.append(f'a{k}')
            else: decl.append(f'{t} a{k}'); args.append(f'a{k}')
        call=f'{name}({", ".join(args)})'
        body=' '.join(locs)+(' ' if locs else '')
        if ret=='void': body+=f'{call};'
        else: body+=f'{ret} r = {call}; '
        outs=[f'a{k}' for k,(o,t) in enumerate(params) if o]
        if ret=='void':
            lines.append(f'void f{i}({", ".join(decl)}) {{ {body} }}')
        else:
            lines.append(f'{ret} f{i}({", ".join(decl)}) {{ {body}return r; }}')
    return '\n'.join(lines)+'\n'
def all_funcs():
    fs=[]
    for e,n,s in read_def(os.path.join(ROOT, 'stdlib/intrinsics.def')): fs.append((n,s,'intrinsic'))
    for n,s in CG.items(): fs.append((n,s,'written in Cg'))
    for n,s in GLSL.items(): fs.append((n,s,'a GLSL spelling'))
    return fs
def file_name(name, kind):
    return ('glsl_' if kind=='a GLSL spelling' else '')+name
if __name__=='__main__':
    outdir=os.path.join(ROOT, 'tests/stdlib/calls')
    only=sys.argv[1:]
    bad=0
    for n,s,kind in all_funcs():
        if only and n not in only: continue
        prof=profile(n)
        txt=gen(n,expand(s),prof,kind)
        p=f'{outdir}/{file_name(n,kind)}.cg'; open(p,'w').write(txt)
        r=subprocess.run(['cgc','-q','-noentry','-profile',prof,p],capture_output=True,text=True)
        out=(r.stdout+r.stderr).strip()
        if r.returncode!=0 or out:
            bad+=1; print('##',n,prof); print('\n'.join(out.splitlines()[:6]))
    print('bad',bad)
